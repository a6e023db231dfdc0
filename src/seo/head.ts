import { site } from '../content/site';

export interface PageHeadInput {
  /** Page title without the company suffix. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/contact'. */
  path: string;
  image?: string;
  keywords?: readonly string[];
  noIndex?: boolean;
  type?: 'website' | 'article';
  jsonLd?: readonly object[];
}


const SUFFIX = ` | ${site.name}`;
const BASE_KEYWORDS = ['solar', 'electric', 'Bakersfield', 'Kern County', 'electrician', 'solar installer'];

export const absoluteUrl = (path: string) => new URL(path, `${site.url}/`).toString();

export const fullTitle = (title: string) => (title.endsWith(SUFFIX) ? title : `${title}${SUFFIX}`);

/**
 * Builds a route's `head()` result: title with the company suffix, description, canonical,
 * robots, keywords (spec: begins 'solar, electric'), Open Graph and Twitter tags, and JSON-LD.
 * Rendered into the prerendered HTML at build time and kept in sync by <HeadContent/>.
 */
export function pageHead(input: PageHeadInput) {
  const title = fullTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? '/og-image.png');
  const keywords = [...BASE_KEYWORDS, ...(input.keywords ?? [])];
  const meta = [
    { title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: [...new Set(keywords)].join(', ') },
    { name: 'robots', content: input.noIndex ? 'noindex, follow' : 'index, follow' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
  return {
    meta,
    links: input.noIndex ? [] : [{ rel: 'canonical', href: url }],
    scripts: (input.jsonLd ?? []).map(jsonLdScript),
  };
}

/**
 * A JSON-LD block for a route's head `scripts`. `<` is escaped so no string inside the data
 * can close the script element.
 */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}
