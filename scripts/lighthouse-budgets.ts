/**
 * The budgets `npm run lighthouse` checks (mobile preset, simulated throttling). LCP and FCP are
 * the speed goals of docs/decisions/015-native-feel.md, met once every page fits in TCP's first
 * window (docs/decisions/019-first-paint.md and 020-first-window.md). A page that misses one in
 * a run is measured four times more and judged on the median of five (`medianResult`).
 */
export const budgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  fcpMs: 800,
  cls: 0.02,
  tbtMs: 50,
  homeTotalKB: 300,
} as const;

export interface PageResult {
  preset: 'mobile' | 'desktop';
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  failedAudits: string[];
}

/**
 * One result from several runs of the same page: the median of each measure (with an odd number
 * of runs, the middle one). The failed audits are those of a run with the median performance score.
 */
export function medianResult(runs: readonly PageResult[]): PageResult {
  if (runs.length === 0) throw new Error('no runs');
  const median = (pick: (r: PageResult) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const performance = median((r) => r.performance);
  return {
    ...(runs.find((r) => r.performance === performance) ?? runs[0]!),
    performance,
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    fcp: median((r) => r.fcp),
    lcp: median((r) => r.lcp),
    tbt: median((r) => r.tbt),
    cls: median((r) => r.cls),
    jsBytes: median((r) => r.jsBytes),
    totalBytes: median((r) => r.totalBytes),
  };
}

export function checkBudgets(results: readonly PageResult[]): string[] {
  const misses: string[] = [];
  for (const r of results) {
    const at = `${r.preset} ${r.page}`;
    if (r.accessibility < budgets.accessibility) misses.push(`${at}: accessibility ${r.accessibility} (${r.failedAudits.join(', ')})`);
    if (r.bestPractices < budgets.bestPractices) misses.push(`${at}: best practices ${r.bestPractices}`);
    if (r.seo < budgets.seo) misses.push(`${at}: SEO ${r.seo}`);
    if (r.preset !== 'mobile') continue;
    if (r.performance < budgets.performance) misses.push(`${at}: performance ${r.performance}`);
    if (r.lcp > budgets.lcpMs) misses.push(`${at}: LCP ${Math.round(r.lcp)} ms > ${budgets.lcpMs}`);
    if (r.fcp > budgets.fcpMs) misses.push(`${at}: FCP ${Math.round(r.fcp)} ms > ${budgets.fcpMs}`);
    if (r.cls >= budgets.cls) misses.push(`${at}: CLS ${r.cls.toFixed(3)}`);
    if (r.tbt >= budgets.tbtMs) misses.push(`${at}: TBT ${Math.round(r.tbt)} ms`);
    if (r.page === '/' && r.totalBytes / 1024 > budgets.homeTotalKB) misses.push(`${at}: total ${(r.totalBytes / 1024).toFixed(0)} KB`);
  }
  return misses;
}
