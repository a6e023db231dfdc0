/**
 * How much of a page's main text is its own (docs/decisions/016-town-pages.md): the text of
 * <main> in the prerendered HTML, split into overlapping 5-word shingles, compared with the
 * Jaccard index (shared shingles over all shingles of the two pages). Place names are masked
 * first, so swapping a town's name into the same copy counts as the same copy. The lead form is
 * left out: it is the same form, word for word, on every page of the site (chrome, like the
 * header), so it says nothing about whether a page's own text repeats another's.
 */

export const SHINGLE_WORDS = 5;
/** An indexable page may share at most this much with any sibling of the same topic. */
export const MAX_SIBLING_SIMILARITY = 0.5;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of the page's <main>, without scripts, styles, the lead form or tags. */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return main
    .replace(/<(script|style|template|noscript|form)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case words, with every given name (longest first) replaced by one placeholder word. */
export function words(text: string, masked: readonly string[] = []): string[] {
  let t = text.toLowerCase();
  for (const name of [...masked].sort((a, b) => b.length - a.length)) t = t.replaceAll(name.toLowerCase(), ' placename ');
  return t.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

export function shingles(list: readonly string[], size = SHINGLE_WORDS): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(' '));
  return out;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const s of small) if (large.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * An indexable page must be mostly its own (docs/decisions/027-content-truth.md): at least this
 * share of its 5-word shingles appears on no other page of the site. Below it, a page is the
 * scaled-content pattern search engines demote, and is noindex with a canonical to the page that
 * carries its substance (a topic page of a town points to the town's hub).
 */
export const MIN_UNIQUE_SHARE = 0.3;

export interface ShingledPage {
  /** The page's path, '/' or '/es/zonas/taft'. */
  path: string;
  /** The path its canonical names, when it names one. */
  canonical: string | undefined;
  shingles: ReadonlySet<string>;
}

/**
 * For each of `measured`, the share of its shingles that appear on no other page of `all`. A page
 * whose canonical names the measured page is a declared copy of it and is not counted against it.
 */
export function uniqueShares(all: readonly ShingledPage[], measured: readonly ShingledPage[] = all): Map<string, number> {
  const count = new Map<string, number>();
  for (const page of all) for (const s of page.shingles) count.set(s, (count.get(s) ?? 0) + 1);
  const copies = new Map<string, ShingledPage[]>();
  for (const page of all) {
    if (!page.canonical || page.canonical === page.path) continue;
    copies.set(page.canonical, [...(copies.get(page.canonical) ?? []), page]);
  }
  const shares = new Map<string, number>();
  for (const page of measured) {
    const ownCopies = copies.get(page.path) ?? [];
    let unique = 0;
    for (const s of page.shingles) {
      const elsewhere = count.get(s)! - 1 - ownCopies.filter((c) => c.shingles.has(s)).length;
      if (elsewhere === 0) unique++;
    }
    shares.set(page.path, page.shingles.size ? unique / page.shingles.size : 0);
  }
  return shares;
}
