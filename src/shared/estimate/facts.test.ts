import { describe, expect, it } from 'vitest';
import { estimateFacts } from './catalog';
import type { Range } from './fact';
import { factsPastReview } from './review';

const isRange = (v: unknown): v is Range => typeof v === 'object' && v !== null && 'low' in v && 'high' in v;

/** Every Range inside a value, however deep. */
function ranges(value: unknown): Range[] {
  if (isRange(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(ranges);
}

describe('the estimate facts (docs/decisions/023-estimate.md)', () => {
  it('have unique ids, a unit, and an as-of date before the review date', () => {
    const ids = estimateFacts.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of estimateFacts) {
      expect(f.unit, f.id).not.toBe('');
      expect(f.asOf < f.reviewBy, f.id).toBe(true);
      expect(f.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.reviewBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('name a public source, except assumptions, which then say why they have none', () => {
    for (const f of estimateFacts) {
      if (f.source) expect(f.source.url, f.id).toMatch(/^https?:\/\/[^/]+\.[a-z]+/);
      else {
        expect(f.kind, f.id).toBe('assumption');
        expect(f.note, f.id).toBeTruthy();
      }
    }
  });

  it('hold ranges with low <= high and no negative value', () => {
    for (const f of estimateFacts) {
      for (const r of ranges(f.value)) {
        expect(r.low, f.id).toBeLessThanOrEqual(r.high);
        expect(r.low, f.id).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('the monthly production shape adds up to the year', () => {
    const shape = estimateFacts.find((f) => f.id === 'production.monthly-shape')?.value as number[];
    expect(shape).toHaveLength(12);
    expect(shape.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});

describe('factsPastReview', () => {
  it('lists tariffs, prices and assumptions past their review date, oldest first, and nothing else', () => {
    const stale = factsPastReview(estimateFacts, '2027-02-01');
    const ids = stale.map((s) => s.id);
    expect(ids).toContain('tariff.pge.after');
    expect(ids).toContain('price.solar');
    expect(ids).not.toContain('production.cz13');
    expect(stale.map((s) => s.reviewBy)).toEqual([...stale.map((s) => s.reviewBy)].sort());
    expect(stale.find((s) => s.id === 'tariff.pge.after')?.source).toMatch(/^https:\/\/www\.pge\.com\//);
  });

  it('is empty the day the data was read', () => {
    expect(factsPastReview(estimateFacts, '2026-11-26')).toEqual([]);
  });
});
