import type { IsoDate, Source } from '@/content/facts/incentive-types';

/**
 * One town's local facts, for its hub page and the topic pages of that town
 * (docs/decisions/016-town-pages.md). Every fact names its source and the date it was read;
 * the copy is ours. Facts not yet read against their source say so (`check`), and
 * `npm run launch-check` lists them.
 */
export interface TownFact<T> {
  value: T;
  source: Source;
  /** When the source was read for this value. */
  asOf: IsoDate;
  /** 'read': the value was read on the source page; 'owner-to-verify': the source is where to confirm it. */
  check: 'read' | 'owner-to-verify';
}

export type ElectricUtility = 'PG&E' | 'SCE';
export type GasSupplier = 'SoCalGas' | 'PG&E' | 'propane or electric only';

export interface TownRecord {
  /** The slug in src/shared/places/towns.ts. */
  slug: string;
  /** An incorporated city, or a community of unincorporated Kern County (a census-designated place). */
  kind: 'city' | 'unincorporated';
  /** Two or three sentences only this town's page could say. */
  intro: string;
  electric: TownFact<{ utility: ElectricUtility; /** Where part of town is served by another utility. */ split?: string }>;
  gas: TownFact<{ supplier: GasSupplier; note?: string }>;
  /** Who issues the building permit for solar, batteries, panels and chargers. */
  permit: TownFact<{
    office: string;
    /** Whether the office takes SolarAPP+ (instant solar permits). */ solarAppPlus: 'yes' | 'no' | 'unknown';
    note: string;
  }>;
  /**
   * California Title 24 building climate zone (1-16): the zone src/shared/places/towns.ts gives
   * the town, read on `climateZoneRead` when the file names that page, else for the owner to verify
   * on the CEC tool.
   */
  climateZone: TownFact<number>;
  elevationFeet: TownFact<number>;
  /** Snow, wind, heat or soil notes that change a design here; at least one. */
  designNotes: readonly TownFact<string>[];
  /** Exposure to utility Public Safety Power Shutoffs and outages, in a sentence. */
  outages: TownFact<string>;
  /** Local or utility programs that matter here (beyond the statewide ones). */
  programs: readonly TownFact<{ name: string; note: string }>[];
  /** Slugs of the nearby towns of the 14, nearest first. */
  nearby: readonly string[];
  /** 3 to 5 questions residents of this town ask, answered for this town. */
  faqs: readonly { question: string; answer: string; source?: Source }[];
  /** ISO date the record last changed: the hub page's lastmod. */
  modified: IsoDate;
}

/**
 * What a file in records/ holds: a town's record but its climate zone, which is in
 * src/shared/places/towns.ts (the estimate reads it there too). `climateZoneRead` names the page
 * where that zone was read for this town, when one was.
 */
export type TownRecordFile = Omit<TownRecord, 'climateZone'> & { climateZoneRead?: Source };
