import type { Fact, IsoDate } from './fact';

/**
 * Rate and price data the estimator shows as current must be read again once past its `reviewBy`
 * date; `npm run launch-check` lists them (docs/decisions/023-estimate.md, "Keeping it true").
 */
export interface StaleFact {
  id: string;
  label: string;
  reviewBy: IsoDate;
  source?: string;
}

/** Kinds that go stale: tariffs, prices, and the assumptions standing in for a tariff or price. */
const watched = new Set<Fact<unknown>['kind']>(['tariff', 'price', 'assumption']);

export function factsPastReview(facts: readonly Fact<unknown>[], today: IsoDate): StaleFact[] {
  return facts
    .filter((f) => watched.has(f.kind) && f.reviewBy < today)
    .map((f) => ({ id: f.id, label: f.label, reviewBy: f.reviewBy, source: (f.primary ?? f.source)?.url }))
    .sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id));
}

export const isoToday = (now: Date = new Date()): IsoDate => now.toISOString().slice(0, 10) as IsoDate;
