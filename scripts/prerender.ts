/**
 * Build step 3: render every static route and every topic x town landing page to real HTML
 * with its own head (title, meta, canonical, Open Graph, JSON-LD), so crawlers and visitors
 * without JavaScript get the full page and the client only hydrates it. Writes
 * dist/client/<path>/index.html, 404.html, content-not-available.html, shell.html, and the
 * sitemap.xml and robots.txt derived from the pages just written.
 *
 * The pages are shared out to one worker thread per core (scripts/prerender-worker.ts); each
 * renders its share and takes each page's critical CSS from its one parse of the stylesheet.
 * PRERENDER_CSS=link (the quick build of `npm start`, scripts/build.ts) links the stylesheet
 * instead of inlining the page's part of it: the same look, one request more.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CSP_HASHES_FILE, inlineHashes, mergeHashes, type InlineHashes } from '../server/security/csp-hashes';
import { compileEarlyScript } from './early-script';
import { firstPaintTemplate, injectPage } from './prerender-html';
import type { Page, PageResult, WorkerInput } from './prerender-worker';
import { robotsTxt, sitemapXml, withAlternates } from './sitemap';

// React's production build: the development one renders several times slower and is not what ships.
process.env.NODE_ENV ??= 'production';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const ssrEntry = path.join(dist, 'ssr/entry-server.js');

interface EntryServer {
  staticPaths(): string[];
  landingPaths(): string[];
  unavailablePath: string;
  spanishUnavailablePath: string;
  siteUrl: string;
}

const fileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);

// A worker thread starts without tsx's loader, which runs this file: it registers it, then
// loads the worker's TypeScript.
const WORKER_BOOT = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(new URL('./prerender-worker.ts', import.meta.url).href)});`;

function runWorker(input: WorkerInput): Promise<PageResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_BOOT)}`), { workerData: input });
    let results: PageResult[] | undefined;
    worker.once('message', (message: PageResult[]) => (results = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (results && code === 0 ? resolve(results) : reject(new Error(`prerender worker exited with ${code}`))));
  });
}

async function main() {
  const started = performance.now();
  // Nothing but the HTML before the first paint (docs/decisions/019-first-paint.md): the boot
  // script and the stylesheet are fetched by the inline early script, the page's own CSS inline.
  const built = firstPaintTemplate(await readFile(path.join(clientDir, 'index.html'), 'utf8'), await compileEarlyScript());
  const entry = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;

  const pages: Page[] = [...entry.staticPaths(), ...entry.landingPaths()].map((url) => ({ url, file: fileFor(url), status: 200 }));
  // Rendered at a path no route claims, which yields the root's not-found view.
  pages.push({ url: '/__not-found__', file: '404.html', status: 404 });
  // The same view in Spanish, for unknown paths under /es (server/routes/static.ts).
  pages.push({ url: '/es/__no-existe__/x', file: 'es/404.html', status: 404 });
  // The server answers every unknown topic with this file (and status 404).
  pages.push({ url: entry.unavailablePath, file: 'content-not-available.html', status: 404 });
  pages.push({ url: entry.spanishUnavailablePath, file: 'es/content-not-available.html', status: 404 });

  const css: WorkerInput['css'] = process.env.PRERENDER_CSS === 'link' ? 'link' : 'critical';
  const workers = Math.max(1, Math.min(availableParallelism(), Number(process.env.PRERENDER_WORKERS) || availableParallelism()));
  // Every n-th page to each worker: the long area pages and the short landing pages mix evenly.
  const shares = Array.from({ length: workers }, (_, w) => pages.filter((_, i) => i % workers === w));
  const base = { clientDir, ssrEntry, template: built.template, styles: built.styles, css };
  const results = (await Promise.all(shares.map((share) => runWorker({ ...base, pages: share })))).flat();
  const byFile = new Map(results.map((r) => [r.file, r]));
  const ordered = pages.map((p) => byFile.get(p.file)!);

  // The bare shell: same template with no markup. The service worker serves it for routes
  // that have no prerendered file cached, and the client renders them from bundled content.
  // Not a page of its own: the server answers it with X-Robots-Tag: noindex (a meta tag here
  // would stay in the head beside the one of the page the client renders into it).
  // It has no markup to take critical CSS from, so it links the whole stylesheet.
  const shell = injectPage(built.shellTemplate, { head: '', body: '' });
  const hashes: InlineHashes[] = [...ordered.map((r) => r.hashes), inlineHashes(shell)];
  await writeFile(path.join(clientDir, 'shell.html'), shell);
  // The server's CSP allows exactly the inline code the pages carry (server/security/csp-hashes.ts):
  // the scripts, the same on every page, from this file; each page's own <style> per response.
  await writeFile(path.join(clientDir, CSP_HASHES_FILE), JSON.stringify(mergeHashes(hashes)));
  const sitemap = ordered.flatMap((r) => (r.sitemap ? [r.sitemap] : []));
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(withAlternates(sitemap)));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(entry.siteUrl));

  const largest = ordered.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const ms = Math.round(performance.now() - started);
  console.log(
    `prerendered ${pages.length} pages (+ shell.html) in ${ms} ms on ${workers} threads, CSS ${css === 'link' ? 'linked' : 'inlined per page'}; sitemap.xml lists ${sitemap.length} URLs; largest page ${largest.file} ${(largest.bytes / 1024).toFixed(1)} KB`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
