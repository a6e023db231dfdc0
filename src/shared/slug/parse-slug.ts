import { findTown, multiWordTownSlugs } from '@/shared/places/towns';

/**
 * The slug of /{slug} split into a service key and a location (docs/decisions/006-landing-pages.md). Pure,
 * shared by the route, the server and the prerenderer.
 * - empty: no slug ('No page specified');
 * - rejected: '<', '>' or 'javascript:' anywhere, also percent-encoded (even twice), or a slug
 *   that does not decode: shown as the site's not-found page;
 * - unparseable: not words joined by hyphens, or a single word ('Page not found');
 * - parsed: known multi-word towns stay whole, otherwise the last word is the location.
 */
export type ParsedSlug =
  | { kind: 'empty' }
  | { kind: 'rejected' }
  | { kind: 'unparseable' }
  | {
      kind: 'parsed';
      /** The slug in lower case, as it was asked for. */
      slug: string;
      serviceKey: string;
      locationSlug: string;
      /** Display name: the town's own name, or the location word title-cased. */
      location: string;
      /** The service key as words, e.g. 'care program'. */
      searchTerm: string;
    };

const HOSTILE = /[<>]|javascript:/i;
// Whitespace and control characters that browsers drop inside a URL scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** Percent-decodes until stable (at most 3 rounds); undefined when the text does not decode. */
function fullyDecode(raw: string): string | undefined {
  let text = raw;
  for (let i = 0; i < 3 && text.includes('%'); i++) {
    try {
      const next = decodeURIComponent(text);
      if (next === text) break;
      text = next;
    } catch {
      return undefined;
    }
  }
  return text;
}

const titleCase = (words: string) =>
  words
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function parseSlug(raw: string | undefined | null): ParsedSlug {
  if (raw == null || raw.trim() === '') return { kind: 'empty' };
  const decoded = fullyDecode(raw);
  if (decoded === undefined) return { kind: 'rejected' };
  if (HOSTILE.test(decoded) || HOSTILE.test(decoded.replace(INVISIBLE, ''))) return { kind: 'rejected' };

  const slug = decoded.trim().toLowerCase();
  if (!SLUG.test(slug)) return { kind: 'unparseable' };

  const multi = multiWordTownSlugs.find((town) => slug.endsWith(`-${town}`) && slug.length > town.length + 1);
  const locationSlug = multi ?? slug.slice(slug.lastIndexOf('-') + 1);
  const serviceKey = slug.slice(0, slug.length - locationSlug.length - 1);
  return {
    kind: 'parsed',
    slug,
    serviceKey,
    locationSlug,
    location: findTown(locationSlug)?.name ?? titleCase(locationSlug),
    searchTerm: serviceKey.replaceAll('-', ' '),
  };
}
