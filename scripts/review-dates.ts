/**
 * Facts the site states that go stale with time: the incentive facts, re-read on their sources
 * once a year, and the town facts, once every two years (docs/decisions/016-town-pages.md).
 * Whether one is past its review date depends on the calendar, so no unit test asks it of the
 * shipped facts (a test must not turn red on a date nobody changed anything): `npm run
 * launch-check` does, and the operator schedules it (README "Before launch").
 *
 * The town records come from the caller: src/content/towns/index.ts finds them with Vite's glob,
 * which launch-check (run by tsx) cannot use, so it reads their files itself.
 */
import { incentiveFacts, incentivesAsOf } from '../src/content/facts/incentives';
import type { TownRecord } from '../src/content/towns/types';

const DAY_MS = 24 * 3600 * 1000;

export interface DatedFact {
  /** What the date belongs to, as the owner finds it in the source. */
  what: string;
  /** The day it was last read on its source, YYYY-MM-DD. */
  asOf: string;
  /** How long it may go unread. */
  maxAgeDays: number;
}

export interface ReviewFinding extends DatedFact {
  problem: 'past its review date' | 'dated in the future' | 'not a date';
}

/** Every dated fact of the site (the incentives, and the given town records), with how long each may go unread. */
export function datedFacts(townRecords: readonly TownRecord[]): DatedFact[] {
  const year = 365;
  return [
    { what: 'incentives (incentivesAsOf, src/content/facts/incentives.ts)', asOf: incentivesAsOf, maxAgeDays: year },
    ...incentiveFacts.map((f) => ({ what: `incentive ${f.id}`, asOf: f.asOf, maxAgeDays: year })),
    ...townRecords.flatMap((r) => [
      { what: `town ${r.slug} (modified)`, asOf: r.modified, maxAgeDays: 2 * year },
      ...[r.electric, r.gas, r.permit, r.climateZone, r.elevationFeet, r.outages, ...r.designNotes, ...r.programs].map((f) => ({
        what: `town ${r.slug}: ${f.source.title}`,
        asOf: f.asOf,
        maxAgeDays: 2 * year,
      })),
    ]),
  ];
}

/** The facts that need reading again on `today` (or that hold a date no day can be). */
export function reviewFindings(facts: readonly DatedFact[], today: Date): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  for (const fact of facts) {
    const at = Date.parse(`${fact.asOf}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fact.asOf) || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== fact.asOf) {
      found.push({ ...fact, problem: 'not a date' });
    } else if (at > today.getTime()) found.push({ ...fact, problem: 'dated in the future' });
    else if (today.getTime() - at >= fact.maxAgeDays * DAY_MS) found.push({ ...fact, problem: 'past its review date' });
  }
  return found;
}

export function formatReviewFindings(found: readonly ReviewFinding[]): string {
  if (found.length === 0) return 'Every dated fact was read on its source within its review period.';
  return [
    `${found.length} facts to read again on their source (then move their asOf date):`,
    ...found.map((f) => `- ${f.what}: ${f.asOf}, ${f.problem} (every ${f.maxAgeDays} days)`),
  ].join('\n');
}
