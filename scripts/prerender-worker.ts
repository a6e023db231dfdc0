/**
 * One prerender worker thread (scripts/prerender.ts): renders its share of the pages with the
 * SSR entry, adds each page's CSS and writes the files; posts back what the main thread needs
 * for the CSP hashes and the sitemap.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { inlineHashes, type InlineHashes } from '../server/security/csp-hashes';
import { localeTags } from '../src/shared/i18n/locales';
import { localeOfPath } from '../src/shared/i18n/paths';
import { criticalCss } from './critical-css';
import { inlineTabIcon, injectPage, markHydratedHead, splitHoistedHead } from './prerender-html';
import { belongsInSitemap, headFacts, lastmodOf, type SitemapEntry } from './sitemap';

process.env.NODE_ENV ??= 'production';

export interface Page {
  url: string;
  file: string;
  status: number;
}

export interface WorkerInput {
  clientDir: string;
  ssrEntry: string;
  template: string;
  /** The stylesheet, relative to clientDir. */
  styles: string;
  /** 'critical': the rules the page uses, inline (the production build); 'link': a link to the whole stylesheet. */
  css: 'critical' | 'link';
  pages: Page[];
}

export interface PageResult {
  file: string;
  bytes: number;
  hashes: InlineHashes;
  sitemap?: SitemapEntry;
}

interface EntryServer {
  render(url: string): Promise<{ html: string; statusCode: number }>;
  siteUrl: string;
  logoDataUrl: string;
}

// <html lang> is the page's language (docs/decisions/018-spanish.md); the template says en-US.
const withLanguage = (html: string, url: string) =>
  localeOfPath(url) === 'es' ? html.replace('<html lang="en-US">', `<html lang="${localeTags.es}">`) : html;

async function run({ clientDir, ssrEntry, template, styles, css, pages }: WorkerInput): Promise<PageResult[]> {
  const entry = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;
  const critical = css === 'critical' ? await criticalCss(clientDir, styles) : undefined;
  const link = `<link rel="stylesheet" href="/${styles}"></head>`;
  const results: PageResult[] = [];
  for (const page of pages) {
    const { html, statusCode } = await entry.render(page.url);
    if (statusCode !== page.status) {
      throw new Error(`Prerender ${page.url}: expected status ${page.status}, got ${statusCode}`);
    }
    const { head, body } = splitHoistedHead(html);
    const rendered = inlineTabIcon(
      withLanguage(injectPage(template, { head: markHydratedHead(head), body }), page.url),
      entry.logoDataUrl,
      page.url === '/',
    );
    const out = critical ? await critical.inline(rendered) : rendered.replace('</head>', () => link);
    const target = path.join(clientDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, out);
    const url = new URL(page.url, `${entry.siteUrl}/`).toString();
    const facts = headFacts(out);
    const inSitemap = page.status === 200 && belongsInSitemap(facts, url);
    results.push({
      file: page.file,
      bytes: Buffer.byteLength(out),
      hashes: inlineHashes(out),
      ...(inSitemap && { sitemap: { loc: url, lastmod: lastmodOf(facts.modified, url), alternates: facts.alternates } }),
    });
  }
  return results;
}

parentPort!.postMessage(await run(workerData as WorkerInput));
