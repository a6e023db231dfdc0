/**
 * Pure helpers for the build's sitemap.xml and robots.txt (scripts/prerender.ts writes them).
 * The sitemap is derived from the prerendered pages themselves: a page is listed only if its
 * HTML says robots 'index' and its canonical points to itself, so a noindex page or one whose
 * canonical is elsewhere (/solar-installer-delano) can never slip in.
 */
export interface HeadFacts {
  titles: number;
  canonical: string | undefined;
  robots: string | undefined;
  /** article:modified_time, when the page declares one. */
  modified: string | undefined;
}

export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
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
    modified: find((t) => attr(t, 'property') === 'article:modified_time', 'content'),
  };
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
    .map((e) => `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n    <lastmod>${e.lastmod}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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

/** YYYY-MM-DD of a date string, or of `fallback` when it does not parse. */
export function lastmodOf(date: string | undefined, fallback: Date): string {
  const parsed = date ? new Date(date) : fallback;
  return (Number.isNaN(parsed.getTime()) ? fallback : parsed).toISOString().slice(0, 10);
}
