/**
 * Pure helpers for the build's sitemap.xml and robots.txt (scripts/prerender.ts writes them).
 * The sitemap is derived from the prerendered pages themselves: a page is listed only if its
 * HTML says robots 'index' and its canonical points to itself, so a noindex page or one whose
 * canonical is elsewhere (/solar-installer-delano) can never slip in.
 */
import { localeTags } from '../src/shared/i18n/locales';

export interface HeadFacts {
  titles: number;
  canonical: string | undefined;
  robots: string | undefined;
  /** When the content last changed: article:modified_time, else the WebPage's dateModified. */
  modified: string | undefined;
  /** The page's hreflang links (itself, its twin, x-default), as its head writes them. */
  alternates: { hreflang: string; href: string }[];
}

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  /** The page in each language, itself included, and x-default (docs/decisions/018-spanish.md). */
  alternates?: { hreflang: string; href: string }[];
}

/**
 * Keeps the language pair of every listed page whose twin is listed too: both URLs name the
 * English page, the Spanish page and x-default (the English one), taken from the pages' own
 * hreflang links, so the sitemap says what the heads say (docs/decisions/018-spanish.md).
 */
export function withAlternates(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const listed = new Set(entries.map((e) => e.loc));
  return entries.map(({ alternates, ...entry }) => {
    const english = alternates?.find((a) => a.hreflang === localeTags.en)?.href;
    const spanish = alternates?.find((a) => a.hreflang === localeTags.es)?.href;
    const pair = english && spanish && english !== spanish && listed.has(english) && listed.has(spanish);
    if (!pair) return entry;
    return {
      ...entry,
      alternates: [
        { hreflang: localeTags.en, href: english },
        { hreflang: localeTags.es, href: spanish },
        { hreflang: 'x-default', href: english },
      ],
    };
  });
}

// Attribute names are case-insensitive in HTML; React writes hrefLang.
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const unescapeAttr = (v: string | undefined) => v?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

/** Reads the head tags that decide whether a page belongs in the sitemap. */
export function headFacts(html: string): HeadFacts {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const tags = head.match(/<(?:meta|link)\b[^>]*>/g) ?? [];
  const find = (test: (tag: string) => boolean, name: string) => unescapeAttr(attr(tags.find(test) ?? '', name));
  return {
    titles: (head.match(/<title>/g) ?? []).length,
    canonical: find((t) => t.startsWith('<link') && attr(t, 'rel') === 'canonical', 'href'),
    robots: find((t) => attr(t, 'name') === 'robots', 'content'),
    modified: find((t) => attr(t, 'property') === 'article:modified_time', 'content') ?? webPageDate(html),
    alternates: tags
      .filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
      .map((t) => ({ hreflang: attr(t, 'hreflang')!, href: unescapeAttr(attr(t, 'href'))! })),
  };
}

/** dateModified of the page's WebPage JSON-LD block (the blocks sit at the top of <body>). */
function webPageDate(html: string): string | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const block = JSON.parse(json!) as { '@type'?: unknown; dateModified?: unknown };
      if (block['@type'] === 'WebPage' && typeof block.dateModified === 'string') return block.dateModified;
    } catch {
      // Not ours to judge here: the structured-data test reads every block.
    }
  }
  return undefined;
}

/** Indexable and self-canonical: the only pages a sitemap may list. */
export function belongsInSitemap(facts: HeadFacts, url: string): boolean {
  return facts.canonical === url && facts.robots !== undefined && !/noindex/i.test(facts.robots);
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map((e) => {
      const links = (e.alternates ?? []).map(
        (a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      );
      return `  <url>\n    <loc>${escapeXml(e.loc)}</loc>${links.join('')}\n    <lastmod>${e.lastmod}</lastmod>\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The API and the offline shell are not pages.
    'Disallow: /api/',
    'Disallow: /shell.html',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * YYYY-MM-DD of the date the page's content gives. A listed page without one fails the build:
 * the build date would tell search engines that every page changed at every deploy.
 */
export function lastmodOf(date: string | undefined, url: string): string {
  const parsed = new Date(date ?? Number.NaN);
  if (Number.isNaN(parsed.getTime())) throw new Error(`${url} is in the sitemap but gives no date of its content (dateModified)`);
  return parsed.toISOString().slice(0, 10);
}
