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
  /**
   * Our estimate of the usual road time from the Bakersfield office, in minutes (for Bakersfield,
   * the longest run across town). Estimates from road distances, not a promise: copy that speaks
   * of response time reads it per town (docs/decisions/011-fictional-samples.md).
   */
  driveMinutes: number;
}

export const towns: readonly Town[] = [
  { name: 'Delano', slug: 'delano', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 40 },
  { name: 'Bakersfield', slug: 'bakersfield', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 30 },
  { name: 'Maricopa', slug: 'maricopa', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 50 },
  { name: 'Ridgecrest', slug: 'ridgecrest', county: 'Kern', utility: 'sce', terrain: 'desert', driveMinutes: 120 },
  { name: 'Shafter', slug: 'shafter', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 25 },
  { name: 'Taft', slug: 'taft', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 45 },
  { name: 'Tehachapi', slug: 'tehachapi', county: 'Kern', utility: 'sce', terrain: 'mountain', driveMinutes: 50 },
  { name: 'Wasco', slug: 'wasco', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 35 },
  { name: 'Oildale', slug: 'oildale', county: 'Kern', utility: 'pge', terrain: 'valley', driveMinutes: 15 },
  { name: 'Rosamond', slug: 'rosamond', county: 'Kern', utility: 'sce', terrain: 'desert', driveMinutes: 85 },
  { name: 'California City', slug: 'california-city', county: 'Kern', utility: 'sce', terrain: 'desert', driveMinutes: 90 },
  { name: 'Mojave', slug: 'mojave', county: 'Kern', utility: 'sce', terrain: 'desert', driveMinutes: 75 },
  { name: 'Frazier Park', slug: 'frazier-park', county: 'Kern', utility: 'check', terrain: 'mountain', driveMinutes: 50 },
  { name: 'Lake Isabella', slug: 'lake-isabella', county: 'Kern', utility: 'sce', terrain: 'mountain', driveMinutes: 60 },
];

const bySlug = new Map(towns.map((t) => [t.slug, t]));

export const findTown = (slug: string): Town | undefined => bySlug.get(slug);

/** Town slugs with more than one word; the parser must keep them whole (docs/decisions/006-landing-pages.md). */
export const multiWordTownSlugs: readonly string[] = towns.filter((t) => t.slug.includes('-')).map((t) => t.slug);
