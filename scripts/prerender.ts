/**
 * Build step 3 of 3: render every static route to real HTML with its own head (title, meta,
 * canonical, Open Graph, JSON-LD), so crawlers and visitors without JavaScript get the full
 * page and the client only hydrates it. Writes dist/client/<path>/index.html and 404.html.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { headPreloads, injectPage, markHydratedHead, routePreloads, splitHoistedHead, type Manifest } from './prerender-html';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const ssrEntry = path.join(dist, 'ssr/entry-server.js');

interface EntryServer {
  render(url: string): Promise<{ html: string; statusCode: number; routeIds: string[] }>;
  staticPaths(): string[];
}

async function main() {
  const started = performance.now();
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;

  const pages = entry.staticPaths().map((p) => ({ url: p, file: p === '/' ? 'index.html' : `${p.slice(1)}/index.html`, status: 200 }));
  // Rendered at a path no route claims, which yields the root's not-found view.
  pages.push({ url: '/__not-found__', file: '404.html', status: 404 });

  for (const page of pages) {
    const { html, statusCode, routeIds } = await entry.render(page.url);
    if (statusCode !== page.status) {
      throw new Error(`Prerender ${page.url}: expected status ${page.status}, got ${statusCode}`);
    }
    const { head, body } = splitHoistedHead(html);
    const out = injectPage(template, { head: markHydratedHead(head) + headPreloads(manifest) + routePreloads(manifest, routeIds), body });
    const target = path.join(clientDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, out);
  }
  // The bare shell: same template with no markup. The service worker serves it for routes
  // that have no prerendered file cached, and the client renders them from bundled content.
  await writeFile(path.join(clientDir, 'shell.html'), injectPage(template, { head: headPreloads(manifest), body: '' }));

  const ms = Math.round(performance.now() - started);
  console.log(`prerendered ${pages.length} pages (+ shell.html) in ${ms} ms`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
