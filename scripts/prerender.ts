/**
 * Build step 3: render every static route and every topic x town landing page to real HTML
 * with its own head (title, meta, canonical, Open Graph, JSON-LD), so crawlers and visitors
 * without JavaScript get the full page and the client only hydrates it. Writes
 * dist/client/<path>/index.html, 404.html, content-not-available.html, shell.html, and the
 * sitemap.xml and robots.txt derived from the pages just written.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CSP_HASHES_FILE, inlineHashes, mergeHashes, type InlineHashes } from '../server/security/csp-hashes';
import { criticalCss } from './critical-css';
import { compileEarlyScript } from './early-script';
import { firstPaintTemplate, injectPage, inlineTabIcon, markHydratedHead, splitHoistedHead } from './prerender-html';
import { localeTags } from '../src/shared/i18n/locales';
import { localeOfPath } from '../src/shared/i18n/paths';
import { belongsInSitemap, headFacts, lastmodOf, robotsTxt, sitemapXml, withAlternates, type SitemapEntry } from './sitemap';

// React's production build: the development one renders several times slower and is not what ships.
process.env.NODE_ENV ??= 'production';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const ssrEntry = path.join(dist, 'ssr/entry-server.js');

interface EntryServer {
  render(url: string): Promise<{ html: string; statusCode: number }>;
  staticPaths(): string[];
  landingPaths(): string[];
  unavailablePath: string;
  spanishUnavailablePath: string;
  siteUrl: string;
  logoDataUrl: string;
}

interface Page {
  url: string;
  file: string;
  status: number;
}

const fileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);

async function main() {
  const started = performance.now();
  // Nothing but the HTML before the first paint (docs/decisions/019-first-paint.md): the boot
  // script and the stylesheet are fetched by the inline early script, the page's own CSS inline.
  const built = firstPaintTemplate(await readFile(path.join(clientDir, 'index.html'), 'utf8'), await compileEarlyScript());
  const { template } = built;
  const critical = await criticalCss(clientDir, built.styles);
  const hashes: InlineHashes[] = [];
  const entry = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;

  const pages: Page[] = [...entry.staticPaths(), ...entry.landingPaths()].map((url) => ({ url, file: fileFor(url), status: 200 }));
  // Rendered at a path no route claims, which yields the root's not-found view.
  pages.push({ url: '/__not-found__', file: '404.html', status: 404 });
  // The same view in Spanish, for unknown paths under /es (server/routes/static.ts).
  pages.push({ url: '/es/__no-existe__/x', file: 'es/404.html', status: 404 });
  // The server answers every unknown topic with this file (and status 404).
  pages.push({ url: entry.unavailablePath, file: 'content-not-available.html', status: 404 });
  pages.push({ url: entry.spanishUnavailablePath, file: 'es/content-not-available.html', status: 404 });

  const sitemap: SitemapEntry[] = [];
  // <html lang> is the page's language (docs/decisions/018-spanish.md); the template says en-US.
  const withLanguage = (html: string, url: string) =>
    localeOfPath(url) === 'es' ? html.replace('<html lang="en-US">', `<html lang="${localeTags.es}">`) : html;
  let largest = { file: '', bytes: 0 };
  for (const page of pages) {
    const { html, statusCode } = await entry.render(page.url);
    if (statusCode !== page.status) {
      throw new Error(`Prerender ${page.url}: expected status ${page.status}, got ${statusCode}`);
    }
    const { head, body } = splitHoistedHead(html);
    const rendered = withLanguage(injectPage(template, { head: markHydratedHead(head), body }), page.url);
    const out = await critical.inline(inlineTabIcon(rendered, entry.logoDataUrl, page.url === '/'));
    hashes.push(inlineHashes(out));
    const target = path.join(clientDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, out);
    if (out.length > largest.bytes) largest = { file: page.file, bytes: Buffer.byteLength(out) };

    const url = new URL(page.url, `${entry.siteUrl}/`).toString();
    const facts = headFacts(out);
    if (page.status === 200 && belongsInSitemap(facts, url))
      sitemap.push({ loc: url, lastmod: lastmodOf(facts.modified, url), alternates: facts.alternates });
  }
  // The bare shell: same template with no markup. The service worker serves it for routes
  // that have no prerendered file cached, and the client renders them from bundled content.
  // Not a page of its own: the server answers it with X-Robots-Tag: noindex (a meta tag here
  // would stay in the head beside the one of the page the client renders into it).
  // It has no markup to take critical CSS from, so it links the whole stylesheet.
  const shell = injectPage(built.shellTemplate, { head: '', body: '' });
  hashes.push(inlineHashes(shell));
  await writeFile(path.join(clientDir, 'shell.html'), shell);
  // The server's CSP allows exactly the inline code the pages carry (server/security/csp-hashes.ts):
  // the scripts, the same on every page, from this file; each page's own <style> per response.
  await writeFile(path.join(clientDir, CSP_HASHES_FILE), JSON.stringify(mergeHashes(hashes)));
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(withAlternates(sitemap)));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(entry.siteUrl));

  const ms = Math.round(performance.now() - started);
  console.log(
    `prerendered ${pages.length} pages (+ shell.html) in ${ms} ms; sitemap.xml lists ${sitemap.length} URLs; largest page ${largest.file} ${(largest.bytes / 1024).toFixed(1)} KB`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
