import type { LocalFact, SourceLink } from '@/content/types';
import type { TownFact, TownRecord } from '@/content/towns/types';
import type { Town } from '@/shared/places/towns';
import type { TopicGroup } from '@/shared/places/topic-index';
import type { PageCopy } from './page-copy';

/** A value reads as its own line on the page: 'about an hour by road' starts with a capital there. */
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * A fact as a page shows it, or none while it is not read on its source: a fact nobody has
 * confirmed is not shown to a visitor, and `npm run launch-check` lists it for the owner
 * (docs/decisions/027-content-truth.md).
 */
const fact = <T>(f: TownFact<T>, label: string, value: string, detail?: string): LocalFact[] =>
  f.check === 'read' ? [{ label, value: capital(value), ...(detail && { detail }), source: f.source, asOf: f.asOf }] : [];

export type FactKey = 'drive' | 'electric' | 'gas' | 'permit' | 'climate' | 'elevation' | 'design' | 'outages' | 'programs';

/** Every local fact of a town that pages may show (read on its source), by key, in the language of `copy`. */
export function townFacts(
  record: TownRecord,
  town: Town,
  { factText: t, driveTime }: Pick<PageCopy, 'factText' | 'driveTime'>,
): Record<FactKey, LocalFact[]> {
  const { electric, gas, permit, climateZone, elevationFeet } = record;
  const solarApp = t.solarApp[permit.value.solarAppPlus];
  return {
    drive: [
      {
        label: t.drive.label,
        value: town.slug === 'bakersfield' ? t.drive.acrossTown : capital(t.drive.byRoad(driveTime(town.driveMinutes))),
        detail: t.drive.detail,
      },
    ],
    electric: fact(electric, t.labels.electric, electric.value.utility, electric.value.split),
    gas: fact(gas, t.labels.gas, t.gasSuppliers[gas.value.supplier], gas.value.note),
    permit: fact(permit, t.labels.permit, permit.value.office, [solarApp, permit.value.note].filter(Boolean).join(' ')),
    climate: fact(climateZone, t.labels.climate, t.zone(climateZone.value), t.zoneMeaning[climateZone.value]),
    elevation: fact(elevationFeet, t.labels.elevation, t.elevation(elevationFeet.value)),
    design: record.designNotes.flatMap((n) => fact(n, t.labels.design, n.value)),
    outages: fact(record.outages, t.labels.outages, record.outages.value),
    programs: record.programs.flatMap((p) => fact(p, t.labels.program, p.value.name, p.value.note)),
  };
}

/** The facts a topic page of the town shows: the ones that change that kind of work there. */
export const factsForGroup: Record<TopicGroup, readonly FactKey[]> = {
  solar: ['permit', 'climate', 'design', 'electric'],
  storage: ['outages', 'electric', 'permit', 'design'],
  bills: ['electric', 'gas', 'programs', 'climate'],
  owners: ['electric', 'permit', 'design'],
  farms: ['electric', 'design', 'programs', 'permit'],
};

/** Each source once, in the order given. */
export function uniqueSources(list: readonly (SourceLink | undefined)[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const source of list) if (source && !seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()];
}
