import { describe, expect, it } from 'vitest';
import { checkBudgets, medianResult, type PageResult } from './lighthouse-budgets';

const run = (over: Partial<PageResult>): PageResult => ({
  preset: 'mobile',
  page: '/contact',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 650,
  lcp: 700,
  tbt: 10,
  cls: 0,
  jsBytes: 9700,
  totalBytes: 27000,
  failedAudits: [],
  ...over,
});

describe('medianResult', () => {
  it('judges a page on the middle of three runs, measure by measure', () => {
    const result = medianResult([run({ tbt: 78, fcp: 640 }), run({ tbt: 4, fcp: 700 }), run({ tbt: 21, fcp: 660, lcp: 910 })]);
    expect(result).toMatchObject({ tbt: 21, fcp: 660, lcp: 700 });
    expect(checkBudgets([result])).toEqual([]);
  });

  it('still fails a page that misses in most runs', () => {
    const result = medianResult([run({ lcp: 930 }), run({ lcp: 760 }), run({ lcp: 915 }), run({ tbt: 55, lcp: 905 }), run({ lcp: 770 })]);
    expect(checkBudgets([result])).toEqual(['mobile /contact: LCP 905 ms > 900']);
  });
});
