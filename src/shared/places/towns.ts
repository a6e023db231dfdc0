/**
 * The 14 towns of the topic landing pages (docs/decisions/006-landing-pages.md). The one list
 * read by the slug parser, the landing copy, the areas page, the battery index, prerender, the
 * sitemap and the server. Light on purpose: it ships in the main bundle and the server bundle.
 */

/** Which utility most homes in town buy power from. Per-address boundaries are never claimed. */
export type UtilityArea = 'pge' | 'sce' | 'check';
/** The landscape that shapes the work: valley floor, high desert or mountains. */
export type Terrain = 'valley' | 'desert' | 'mountain';

export interface Town {
  name: string;
  slug: string;
  county: string;
  utility: UtilityArea;
  terrain: Terrain;
}

export const towns: readonly Town[] = [
  { name: 'Delano', slug: 'delano', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Bakersfield', slug: 'bakersfield', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Maricopa', slug: 'maricopa', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Ridgecrest', slug: 'ridgecrest', county: 'Kern', utility: 'sce', terrain: 'desert' },
  { name: 'Shafter', slug: 'shafter', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Taft', slug: 'taft', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Tehachapi', slug: 'tehachapi', county: 'Kern', utility: 'sce', terrain: 'mountain' },
  { name: 'Wasco', slug: 'wasco', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Oildale', slug: 'oildale', county: 'Kern', utility: 'pge', terrain: 'valley' },
  { name: 'Rosamond', slug: 'rosamond', county: 'Kern', utility: 'sce', terrain: 'desert' },
  { name: 'California City', slug: 'california-city', county: 'Kern', utility: 'sce', terrain: 'desert' },
  { name: 'Mojave', slug: 'mojave', county: 'Kern', utility: 'sce', terrain: 'desert' },
  { name: 'Frazier Park', slug: 'frazier-park', county: 'Kern', utility: 'check', terrain: 'mountain' },
  { name: 'Lake Isabella', slug: 'lake-isabella', county: 'Kern', utility: 'sce', terrain: 'mountain' },
];

const bySlug = new Map(towns.map((t) => [t.slug, t]));

export const findTown = (slug: string): Town | undefined => bySlug.get(slug);

/** Town slugs with more than one word; the parser must keep them whole (docs/decisions/006-landing-pages.md). */
export const multiWordTownSlugs: readonly string[] = towns.filter((t) => t.slug.includes('-')).map((t) => t.slug);
