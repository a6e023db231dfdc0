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

/** Every town fact not yet read on its source: what `npm run launch-check` lists (docs/decisions/016-town-pages.md). */
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
    return facts
      .filter(([, f]) => f.check === 'owner-to-verify')
      .map(([fact, f]) => ({ town: r.slug, fact, value: show(f.value), source: f.source.url }));
  });
}
