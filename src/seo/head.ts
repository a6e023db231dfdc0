import { localeTags, type Locale } from '@/shared/i18n/locales';
import { englishTwin, spanishTwin } from '@/content/twins';
import { localeOfPath } from '@/shared/i18n/paths';
import { site } from '@/shared/site';
import { sanitizeJsonLd, sanitizeText, sanitizeUrl } from '@/seo/sanitize';

/**
 * The page-head settings of docs/behaviour.md#page-head (structured data is `jsonLd`). Every
 * text and URL is sanitized (docs/behaviour.md#page-head) before it reaches the head.
 */
export interface PageHeadInput {
  /** Page title without the company suffix (at most TITLE_MAX minus ' | {short name}'). */
  title: string;
  description: string;
  /**
   * The page's canonical URL, for the canonical link and og:url: a path ('/contact') or an
   * absolute http(s) URL. A page that duplicates another names that other page here.
   */
  path: string;
  image?: string | undefined;
  keywords?: readonly string[] | undefined;
  author?: string | undefined;
  /** ISO 8601 dates; set for article-like pages. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
  noIndex?: boolean | undefined;
  /**
   * For a noindex page whose search another page answers (docs/decisions/016-town-pages.md):
   * that page's path, written as the canonical link. Without it a noindex page has none.
   */
  canonicalElsewhere?: string | undefined;
  type?: 'website' | 'article' | undefined;
  jsonLd?: readonly object[] | undefined;
}

/**
 * Search results cut titles after about 60 characters and descriptions after about 155
 * (docs/behaviour.md#page-head); the build checks every page against these limits.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;
const SUFFIX = ` | ${site.name}`;
const SHORT_SUFFIX = ` | ${site.shortName}`;
const BASE_KEYWORDS = ['solar', 'electric', 'Bakersfield', 'Kern County', 'electrician', 'solar installer'];

/** Site defaults (docs/behaviour.md#page-head). */
export const headDefaults = {
  language: 'en-US',
  robots: 'index, follow',
  noRobots: 'noindex, follow',
  twitterCard: 'summary_large_image',
} as const;

/** The language of a page from its path or absolute URL (docs/decisions/018-spanish.md). */
export const localeOfPage = (pathOrUrl: string): Locale =>
  localeOfPath(/^https?:/i.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOrUrl);

/**
 * The hreflang links of an indexable page: itself, its twin in the other language when it has
 * one, and x-default (the English page). Both pages of a pair write the same three links.
 */
export function languageLinks(path: string): { rel: 'alternate'; hrefLang: string; href: string }[] {
  const locale = localeOfPage(path);
  const pathname = /^https?:/i.test(path) ? new URL(path).pathname : path;
  const english = locale === 'en' ? pathname : englishTwin(pathname);
  const spanish = locale === 'es' ? pathname : spanishTwin(pathname);
  if (!english || !spanish) {
    // A page with no twin names itself, in its own language, and the default.
    return [
      { rel: 'alternate', hrefLang: localeTags[locale], href: absoluteUrl(path) },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
    ];
  }
  return [
    { rel: 'alternate', hrefLang: localeTags.en, href: absoluteUrl(english) },
    { rel: 'alternate', hrefLang: localeTags.es, href: absoluteUrl(spanish) },
    { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(english) },
  ];
}

const ogLocale = (locale: Locale) => localeTags[locale].replace('-', '_');

export const absoluteUrl = (path: string) => new URL(sanitizeUrl(path) === '#' ? '/' : path, `${site.url}/`).toString();

/**
 * The suffix rule of docs/behaviour.md#page-head: the company name when the whole title still
 * fits in TITLE_MAX, otherwise the short name, so the page's own words are never cut.
 */
export function fullTitle(title: string): string {
  if (title.endsWith(SUFFIX) || title.endsWith(SHORT_SUFFIX)) return title;
  const full = `${title}${SUFFIX}`;
  return full.length <= TITLE_MAX ? full : `${title}${SHORT_SUFFIX}`;
}

/**
 * Builds a route's `head()` result: title with the company suffix (fullTitle), description, canonical,
 * robots, keywords (always beginning 'solar, electric', docs/behaviour.md#page-head), author and article times, Open Graph and
 * Twitter tags, and JSON-LD. Rendered into the prerendered HTML at build time and kept in sync
 * by <HeadContent/>.
 */
export function pageHead(input: PageHeadInput) {
  const title = fullTitle(sanitizeText(input.title));
  const description = sanitizeText(input.description);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? '/og-image.png');
  const keywords = [...BASE_KEYWORDS, ...(input.keywords ?? [])].map(sanitizeText).filter(Boolean);
  const author = input.author ? sanitizeText(input.author) : undefined;
  const isoDate = (d: string | undefined) => (d && !Number.isNaN(Date.parse(d)) ? new Date(d).toISOString() : undefined);
  const published = isoDate(input.publishedTime);
  const modified = isoDate(input.modifiedTime);
  const locale = localeOfPage(input.path);
  const meta = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: [...new Set(keywords)].join(', ') },
    { name: 'robots', content: input.noIndex ? headDefaults.noRobots : headDefaults.robots },
    ...(author ? [{ name: 'author', content: author }] : []),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: ogLocale(locale) },
    { property: 'og:locale:alternate', content: ogLocale(locale === 'en' ? 'es' : 'en') },
    // Open Graph's article times belong to articles only; other pages date themselves in JSON-LD.
    ...(published && input.type === 'article' ? [{ property: 'article:published_time', content: published }] : []),
    ...(modified && input.type === 'article' ? [{ property: 'article:modified_time', content: modified }] : []),
    { name: 'twitter:card', content: headDefaults.twitterCard },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  return {
    meta,
    // An indexable page names its canonical and the language pair (languageLinks).
    links: input.noIndex
      ? input.canonicalElsewhere
        ? [{ rel: 'canonical', href: absoluteUrl(input.canonicalElsewhere) }]
        : []
      : [{ rel: 'canonical', href: url }, ...languageLinks(input.path)],
    scripts: (input.jsonLd ?? []).map((data) => jsonLdScript(sanitizeJsonLd(data))),
  };
}

/**
 * A JSON-LD block for a route's head `scripts`. `<` is escaped so no string inside the data
 * can close the script element.
 */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}
