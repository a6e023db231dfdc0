/**
 * The two languages in the build (docs/decisions/018-spanish.md), read from the prerendered
 * pages in ${DIST_DIR ?? 'dist'}/client as a crawler reads them:
 * - every indexable page has its twin in the other language, indexable too; both name
 *   themselves as canonical and carry the same three hreflang links (en-US, es-US, x-default);
 * - <html lang>, og:locale and the WebPage's inLanguage say the page's language;
 * - the sitemap lists both pages of each pair with the same alternates;
 * - no English is left in the visible text of a Spanish page, beyond names and what is marked
 *   lang="en" (the titles of cited documents, for one).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { twinOf as twinPath } from '@/content/twins';
import { localeOfPath } from '@/shared/i18n/paths';
import { ownerFacts } from '@/shared/owner/facts';
import { site } from '@/shared/site';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));

interface Page {
  path: string;
  html: string;
  head: string;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: string[];
}

/** The text a visitor sees in <body>: header, main with its forms, footer. */
const visibleText = (html: string) =>
  html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const url = (path: string) => new URL(path, `${site.url}/`).toString();

let pages: Map<string, Page>;

beforeAll(() => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
  pages = new Map(
    walk(clientDir)
      .filter((f) => f.endsWith(`${sep}index.html`) || relative(clientDir, f) === 'index.html')
      .map((file) => {
        const rel = relative(clientDir, file).split(sep).join('/');
        const path = rel === 'index.html' ? '/' : `/${rel.replace(/\/index\.html$/, '')}`;
        const html = readFileSync(file, 'utf8');
        const head = html.slice(0, html.indexOf('</head>'));
        const tags = head.match(/<(?:meta|link)\b[^>]*>/g) ?? [];
        return [
          path,
          {
            path,
            html,
            head,
            robots: attr(tags.find((t) => attr(t, 'name') === 'robots') ?? '', 'content'),
            canonical: attr(tags.find((t) => attr(t, 'rel') === 'canonical') ?? '', 'href'),
            alternates: tags
              .filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hrefLang') !== undefined)
              .map((t) => `${attr(t, 'hrefLang')} ${attr(t, 'href')}`)
              .sort(),
          },
        ] as const;
      }),
  );
});

const indexable = (p: Page) => p.robots !== undefined && !p.robots.includes('noindex') && p.canonical === url(p.path);

describe('English and Spanish pages in the build', () => {
  it('pair every indexable page with an indexable twin, both self-canonical with the same hreflang links', () => {
    const listed = [...pages.values()].filter(indexable);
    expect(listed.filter((p) => localeOfPath(p.path) === 'es').length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const page of listed) {
      const twin = twinPath(page.path);
      const other = twin ? pages.get(twin) : undefined;
      if (!other) problems.push(`${page.path}: no twin page (${twin ?? 'no path in the slug map'})`);
      else if (!indexable(other)) problems.push(`${page.path}: twin ${twin} is not indexable`);
      else if (page.alternates.join() !== other.alternates.join()) problems.push(`${page.path}: hreflang differs from ${twin}`);
      const [english, spanish] = localeOfPath(page.path) === 'es' ? [twin, page.path] : [page.path, twin];
      const expected = [`en-US ${url(english ?? '')}`, `es-US ${url(spanish ?? '')}`, `x-default ${url(english ?? '')}`].sort();
      if (page.alternates.join() !== expected.join()) problems.push(`${page.path}: hreflang ${page.alternates.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('say their language in <html lang>, og:locale and the WebPage', () => {
    const problems: string[] = [];
    for (const page of pages.values()) {
      const tag = localeOfPath(page.path) === 'es' ? 'es-US' : 'en-US';
      if (!page.html.startsWith(`<!doctype html>\n<html lang="${tag}">`) && !page.html.includes(`<html lang="${tag}">`))
        problems.push(`${page.path}: html lang`);
      if (!page.head.includes(`property="og:locale" content="${tag.replace('-', '_')}"`)) problems.push(`${page.path}: og:locale`);
      const webPage = /"@type":"WebPage"[^<]*?"inLanguage":"([^"]+)"/.exec(page.html)?.[1];
      if (webPage !== undefined && webPage !== tag) problems.push(`${page.path}: inLanguage ${webPage}`);
    }
    expect(problems).toEqual([]);
  });

  it('are listed in the sitemap in pairs, each with its alternates', () => {
    const xml = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const spanish = entries.filter((e) => e.includes(`<loc>${site.url}/es`));
    expect(spanish.length).toBeGreaterThan(20);
    expect(spanish.length * 2).toBe(entries.length);
    for (const entry of entries) expect((entry.match(/<xhtml:link rel="alternate"/g) ?? []).length, entry).toBe(3);
  });

  it('leave no English in the visible text of Spanish pages, beyond names and text marked lang="en"', () => {
    // Words that do not occur in Spanish sentences. Names that contain them are masked first.
    const english = /\b(the|and|with|your|our|you|we|this|that|from|are|is|for|of|to|what|how|when|about|more|get|call|free|read)\b/gi;
    const names =
      /Pacific Gas and Electric( Company)?|Southern California Edison|Building (and|&) Safety|City of [A-Z][a-z]+( [A-Z][a-z]+)?|Public Works|Development Services|Building Inspection|Net Billing Tariff|Medical Baseline|Critical Care Backup Battery|California Alternate Rates for Energy|Family Electric Rate Assistance|Disadvantaged Communities Single-family Solar Homes|Self-Generation Incentive Program|One, Big, Beautiful Bill|Kern River Valley|Mojave Air and Space Port|Tesla Powerwall|Franklin|Enphase|Do Not Track|Global Privacy Control|Sunfield Electric (&|and) Solar/g;
    // Reviewers' names are theirs, as they signed.
    const reviewers = ownerFacts.reviews.value.map((r) => r.name);
    const leaks: string[] = [];
    for (const page of pages.values()) {
      if (localeOfPath(page.path) !== 'es' || !/<main/.test(page.html)) continue;
      const body = page.html.replace(/<([a-z0-9]+)\b[^>]*\blang="en(-US)?"[^>]*>[\s\S]*?<\/\1>/g, ' ');
      // A gloss in parentheses gives the English term on purpose: "la liquidación anual (true-up)".
      const text = reviewers
        .reduce((t, name) => t.replaceAll(name, ' '), visibleText(body))
        .replace(names, ' ')
        .replace(/\([^()]*\)/g, ' ');
      const found = [...new Set((text.match(english) ?? []).map((w) => w.toLowerCase()))];
      if (found.length) leaks.push(`${page.path}: ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
