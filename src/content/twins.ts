import { englishPostSlugs, spanishPostSlugs } from '@/content/resources/blog/post-slugs';
import { defaultLocale, type Locale } from '@/shared/i18n/locales';
import { englishPath, localeOfPath, spanishPath } from '@/shared/i18n/paths';

/**
 * A page's twin in the other language, blog posts included (docs/decisions/024-one-route-tree.md):
 * the fixed pages, hubs and topic pages are mapped in src/shared/i18n/paths.ts, which the server
 * shares; a post's Spanish address is in its own file (resources/blog/post-slugs.ts).
 */
const BLOG_EN = '/resources/blog/';
const BLOG_ES = '/es/recursos/blog/';

/** The Spanish twin of an English path (no hash or query), or undefined when there is none. */
export function spanishTwin(path: string): string | undefined {
  if (path.startsWith(BLOG_EN)) {
    const slug = spanishPostSlugs.get(path.slice(BLOG_EN.length));
    return slug && `${BLOG_ES}${slug}`;
  }
  return spanishPath(path);
}

/** The English twin of a Spanish path, or undefined when there is none. */
export function englishTwin(path: string): string | undefined {
  if (path.startsWith(BLOG_ES)) {
    const slug = englishPostSlugs.get(path.slice(BLOG_ES.length));
    return slug && `${BLOG_EN}${slug}`;
  }
  return englishPath(path);
}

/** The same page in the other language, if it has one. */
export const twinOf = (path: string): string | undefined => (localeOfPath(path) === 'es' ? englishTwin(path) : spanishTwin(path));

/**
 * A link written in content (always an English path, maybe with #hash) as the page's language
 * needs it: a Spanish page links to Spanish pages; a page with no Spanish twin keeps its English
 * path. External links and Spanish paths pass unchanged.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === defaultLocale || !href.startsWith('/') || localeOfPath(href) === 'es') return href;
  const [path = '/', hash] = href.split('#');
  const mapped = spanishTwin(path) ?? path;
  return hash === undefined ? mapped : `${mapped}#${hash}`;
}
