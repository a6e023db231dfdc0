/**
 * `npm run lighthouse`: Lighthouse 12 (mobile default and desktop presets) on the real server
 * serving the production build, for a fixed list of pages. Writes the JSON reports and a summary
 * table (reports/lighthouse/summary.html and .md) and exits non-zero when a budget is missed.
 * Builds first when there is no build.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/index';
import { chromiumArgs, chromiumPath } from '../tests/chromium';
import { budgets, checkBudgets, medianResult, type PageResult } from './lighthouse-budgets';

const defaultPages = [
  '/',
  '/contact',
  '/services/residential-solar',
  '/services/residential-solar/batteries',
  '/solar-installer-bakersfield',
  '/resources/faq',
  '/about/partners',
  '/about/careers',
  // The Spanish twins are held to the same budgets (docs/decisions/018-spanish.md).
  '/es',
  '/es/contacto',
  '/es/servicios/energia-solar-residencial',
  '/es/instalador-solar-bakersfield',
];
// `npm run lighthouse -- /contact /faq` measures just those pages.
const argPages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = argPages.length ? argPages : defaultPages;
const presets = process.argv.includes('--mobile-only') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);

const dist = process.env.DIST_DIR ?? 'dist';
const outDir = path.resolve('reports/lighthouse');

if (!existsSync(path.join(dist, 'client/index.html')) || process.argv.includes('--build')) {
  execSync('npm run build', { stdio: 'inherit' });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-lh-'));
const server = await startServer(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dist, 'client'), LOG_LEVEL: 'warn' }),
);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** What the budgets read from one Lighthouse report. */
function pageResult(preset: PageResult['preset'], page: string, lhr: Lhr): PageResult {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const bytes = (type?: string) => items.filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    preset,
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: bytes('Script'),
    totalBytes: bytes(),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

const results: PageResult[] = [];
try {
  await mkdir(outDir, { recursive: true });
  for (const preset of presets) {
    for (const page of pages) {
      const measure = async (label: string) => {
        const run = () =>
          lighthouse(
            server.url + page,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
        let runner = await run();
        // Headless Chromium on a busy machine now and then loses the trace's navigation start
        // (NO_NAVSTART): the page was not measured at all, so measure it again, at most twice.
        for (let retry = 0; retry < 2 && runner?.lhr.runtimeError; retry++) {
          console.log(`${page}: ${runner.lhr.runtimeError.code}, measuring again`);
          runner = await run();
        }
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
        const lhr = runner.lhr;
        const name = `${preset}-${page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')}${label}`;
        await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
        return pageResult(preset, page, lhr);
      };
      // One run decides when it meets every budget. A miss is confirmed by the median of five
      // runs, as Lighthouse's own guidance on variability advises: on this kind of machine TBT
      // moves between 0 and 100 ms from run to run on the same build (docs/decisions/020).
      const first = await measure('');
      const runs = [first];
      if (checkBudgets([first]).length) {
        for (let n = 2; n <= 5; n++) runs.push(await measure(`.run${n}`));
        console.log(`${page}: missed a budget in one run (${checkBudgets([first]).join('; ')}), judged on the median of ${runs.length}`);
      }
      const result = medianResult(runs);
      results.push(result);
      console.log(`${preset.padEnd(7)} ${page.padEnd(42)} perf ${result.performance} LCP ${Math.round(result.lcp)} ms`);
    }
  }
} finally {
  chrome.kill(); // synchronous: it signals Chrome and returns
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}

const failures = checkBudgets(results);
const header = '| preset | page | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | JS KB | total KB |';
const rows = results.map(
  (r) =>
    `| ${r.preset} | ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} | ${(r.totalBytes / 1024).toFixed(1)} |`,
);
const markdown = [
  header,
  header.replace(/[^|]+/g, ' --- '),
  ...rows,
  '',
  failures.length ? `Budget misses:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All budgets met.',
].join('\n');
await writeFile(path.join(outDir, 'summary.md'), markdown + '\n');
await writeFile(
  path.join(outDir, 'summary.html'),
  `<!doctype html><meta charset="utf-8"><title>Lighthouse summary</title><style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}td:nth-child(2){text-align:left}</style><h1>Lighthouse ${new Date().toISOString()}</h1><p>Budgets: ${JSON.stringify(budgets)}</p><table><tr>${header
    .split('|')
    .filter((c) => c.trim())
    .map((c) => `<th>${c.trim()}</th>`)
    .join('')}</tr>${rows
    .map(
      (r) =>
        `<tr>${r
          .split('|')
          .filter((c) => c.trim())
          .map((c) => `<td>${c.trim()}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</table><pre>${failures.join('\n') || 'All budgets met.'}</pre>`,
);
console.log(`\n${markdown}\n\nreports/lighthouse/summary.html`);
process.exit(failures.length ? 1 : 0);
