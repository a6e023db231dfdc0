import type { Fact } from './fact';
import { src } from './sources';
import { findTown, towns, type ClimateZone, type Town } from '@/shared/places/towns';

/**
 * Where the estimate is for: a town of src/shared/places/towns.ts or one of its ZIP codes. The
 * utility follows from the town; the climate zone picks the production figure.
 */
export type Utility = 'pge' | 'sce';

interface PlaceFacts {
  climateZone: ClimateZone;
  zips: readonly string[];
}

/**
 * Climate zones and ZIP codes as src/shared/places/towns.ts records them for each town (climate
 * zones from the CEC climate-zone tool, still marked for the owner to verify in the town records;
 * ZIP codes as listed for Kern County places).
 */
const places: Record<string, PlaceFacts> = Object.fromEntries(towns.map((t) => [t.slug, { climateZone: t.climateZone, zips: t.zips }]));

export const placeFacts: Fact<Record<string, PlaceFacts>> = {
  id: 'place.zips-and-zones',
  label: 'ZIP codes and climate zones of our towns',
  value: places,
  unit: 'ZIP code, CEC climate zone',
  kind: 'place',
  source: src.zipCodes,
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'Climate zones from the CEC climate-zone tool as recorded in src/shared/places/towns.ts; 93268 (Taft) from a separate listing; Oildale, Ridgecrest, Rosamond, Shafter and Wasco ZIPs are the usual ones for each place and need the USPS look-up to confirm.',
};

/** Frazier Park is `check` in towns.ts; the estimate uses SCE, with the split named in the result. */
export const frazierParkUtility: Fact<Utility> = {
  id: 'place.frazier-park-utility',
  label: 'Frazier Park is served by SCE (Lebec, next door, by PG&E)',
  value: 'sce',
  unit: 'utility',
  kind: 'place',
  source: src.frazierParkSce,
  asOf: '2019-10-10',
  reviewBy: '2027-06-01',
};

export interface ResolvedPlace {
  town: Town;
  utility: Utility;
  climateZone: ClimateZone;
  /** Set when the utility is not certain for the whole town. */
  utilityCaveat?: string;
}

const byZip = new Map(Object.entries(places).flatMap(([slug, p]) => p.zips.map((z) => [z, slug] as const)));

/** A town slug or a five-digit ZIP of our area; undefined for anything else. */
export function resolvePlace(townOrZip: string): ResolvedPlace | undefined {
  const key = townOrZip.trim().toLowerCase();
  const slug = /^\d{5}$/.test(key) ? byZip.get(key) : key;
  const town = slug ? findTown(slug) : undefined;
  const facts = slug ? places[slug] : undefined;
  if (!town || !facts) return undefined;
  if (town.utility === 'check') {
    return { town, utility: frazierParkUtility.value, climateZone: facts.climateZone, utilityCaveat: frazierParkUtility.label };
  }
  return { town, utility: town.utility, climateZone: facts.climateZone };
}

export const estimatePlaces: readonly string[] = towns.map((t) => t.slug);
export const zipCodes: readonly string[] = [...byZip.keys()].sort();
