import { describe, expect, it } from 'vitest';
import { townRecords } from '../src/content/towns/index';
import { datedFacts, formatReviewFindings, reviewFindings, type DatedFact } from './review-dates';

// Every date here is fixed: the result of these tests never depends on the day they run.
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const fact = (asOf: string, maxAgeDays = 365): DatedFact => ({ what: `fact of ${asOf}`, asOf, maxAgeDays });

describe('review dates (npm run launch-check)', () => {
  it('finds a fact once its review period has passed, not a day before', () => {
    expect(reviewFindings([fact('2026-11-23')], at('2027-11-22'))).toEqual([]);
    expect(reviewFindings([fact('2026-11-23')], at('2027-11-23'))).toEqual([{ ...fact('2026-11-23'), problem: 'past its review date' }]);
    expect(reviewFindings([fact('2026-11-23', 730)], at('2028-11-21'))).toEqual([]);
    expect(reviewFindings([fact('2026-11-23', 730)], at('2028-11-23'))).toHaveLength(1);
  });

  it('finds dates in the future and strings that are no day at all', () => {
    expect(reviewFindings([fact('2026-12-01')], at('2026-11-26'))[0]?.problem).toBe('dated in the future');
    for (const bad of ['2026-02-30', '26-11-23', 'soon', '2026-1-5']) {
      expect(reviewFindings([fact(bad)], at('2026-11-26'))[0]?.problem, bad).toBe('not a date');
    }
  });

  it('covers the incentive facts (a year) and every town fact (two years) of the site', () => {
    const facts = datedFacts(townRecords);
    expect(facts.filter((f) => f.what.startsWith('incentive')).length).toBeGreaterThan(10);
    expect(facts.filter((f) => f.what.startsWith('town ')).length).toBeGreaterThan(14 * 8);
    expect(new Set(facts.filter((f) => f.what.startsWith('incentive')).map((f) => f.maxAgeDays))).toEqual(new Set([365]));
    expect(new Set(facts.filter((f) => f.what.startsWith('town ')).map((f) => f.maxAgeDays))).toEqual(new Set([730]));
    // Read on the day of the newest date, every shipped fact is within its period and a real day.
    const newest = facts
      .map((f) => f.asOf)
      .sort()
      .at(-1)!;
    expect(reviewFindings(facts, at(newest))).toEqual([]);
  });

  it('tells the owner which facts to read again', () => {
    expect(formatReviewFindings([])).toContain('within its review period');
    const text = formatReviewFindings(reviewFindings([fact('2024-01-02')], at('2026-11-26')));
    expect(text).toContain('1 facts to read again');
    expect(text).toContain('- fact of 2024-01-02: 2024-01-02, past its review date (every 365 days)');
  });
});
