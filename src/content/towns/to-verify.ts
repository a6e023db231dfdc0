import type { TownFact, TownRecord } from './types';

export interface TownFactToVerify {
  town: string;
  fact: string;
  value: string;
  source: string;
}

const show = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.values(value as Record<string, unknown>)
        .filter(Boolean)
        .join('; ')
    : String(value);

/**
 * Every town fact not yet read on its source, which pages therefore do not show: what
 * `npm run launch-check` lists (docs/decisions/016-town-pages.md, 027-content-truth.md).
 */
export function townFactsToVerify(records: readonly TownRecord[]): TownFactToVerify[] {
  return records.flatMap((r) => {
    const facts: [string, TownFact<unknown>][] = [
      ['electric utility', r.electric],
      ['natural gas', r.gas],
      ['building permits', r.permit],
      ['climate zone', r.climateZone],
      ['elevation', r.elevationFeet],
      ['outages', r.outages],
      ...r.designNotes.map((f): [string, TownFact<unknown>] => ['design note', f]),
      ...r.programs.map((f): [string, TownFact<unknown>] => ['program', f]),
    ];
    const unread = facts
      .filter(([, f]) => f.check === 'owner-to-verify')
      .map(([fact, f]) => ({ town: r.slug, fact, value: show(f.value), source: f.source.url }));
    // Whether the permit office takes SolarAPP+ is a fact of its own; pages say nothing until it is known.
    const solarApp =
      r.permit.value.solarAppPlus === 'unknown'
        ? [{ town: r.slug, fact: 'SolarAPP+', value: `not known whether ${r.permit.value.office} takes it`, source: r.permit.source.url }]
        : [];
    return [...unread, ...solarApp];
  });
}
