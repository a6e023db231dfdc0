import type { TopicSlug } from './topic-index';

/**
 * The 14 towns of the topic landing pages (docs/decisions/006-landing-pages.md). The one list
 * read by the slug parser, the landing copy, the areas page, the battery index, prerender, the
 * sitemap and the server. Light on purpose: it ships in the main bundle and the server bundle.
 */

/** Which utility most homes in town buy power from. Per-address boundaries are never claimed. */
export type UtilityArea = 'pge' | 'sce' | 'check';
/** The landscape that shapes the work: valley floor, high desert or mountains. */
export type Terrain = 'valley' | 'desert' | 'mountain';
/** An incorporated city, or a community of unincorporated Kern County (the county issues its permits). */
export type PlaceKind = 'city' | 'unincorporated';

export interface Town {
  name: string;
  slug: string;
  county: string;
  kind: PlaceKind;
  utility: UtilityArea;
  terrain: Terrain;
  /**
   * Our estimate of the usual road time from the Bakersfield office, in minutes (for Bakersfield,
   * the longest run across town). Estimates from road distances, not a promise: copy that speaks
   * of response time reads it per town (docs/decisions/011-fictional-samples.md).
   */
  driveMinutes: number;
  /**
   * The topic pages of this town that search engines may index: the ones its hub links to and
   * whose main text is substantially their own (tests/build/similarity.test.ts). Every other
   * topic page of the town still answers, marked noindex, with the hub as its canonical.
   */
  indexedTopics: readonly TopicSlug[];
}

export const towns: readonly Town[] = [
  {
    name: 'Delano',
    slug: 'delano',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 40,
    indexedTopics: ['agriculture', 'solar-pge', 'care-program', 'energy-saving'],
  },
  {
    name: 'Bakersfield',
    slug: 'bakersfield',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 30,
    indexedTopics: [
      'solar-installer',
      'solar-pge',
      'true-up-billing',
      'backup-battery',
      'ev-charging',
      'sunpower',
      'sanova',
      'energy-saving',
    ],
  },
  {
    name: 'Maricopa',
    slug: 'maricopa',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 50,
    indexedTopics: ['solar-pge', 'care-program', 'energy-saving', 'solar-installer', 'backup-battery'],
  },
  {
    name: 'Ridgecrest',
    slug: 'ridgecrest',
    county: 'Kern',
    kind: 'city',
    utility: 'sce',
    terrain: 'desert',
    driveMinutes: 120,
    indexedTopics: ['solar-pge', 'solar-installer', 'backup-battery', 'ev-charging', 'true-up-billing', 'energy-saving'],
  },
  {
    name: 'Shafter',
    slug: 'shafter',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 25,
    indexedTopics: ['agriculture', 'solar-pge', 'solar-installer', 'ev-charging', 'true-up-billing'],
  },
  {
    name: 'Taft',
    slug: 'taft',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 45,
    indexedTopics: ['solar-pge', 'solar-installer', 'care-program', 'energy-saving', 'backup-battery'],
  },
  {
    name: 'Tehachapi',
    slug: 'tehachapi',
    county: 'Kern',
    kind: 'city',
    utility: 'sce',
    terrain: 'mountain',
    driveMinutes: 50,
    indexedTopics: ['backup-battery', 'solar-pge', 'solar-installer', 'ev-charging', 'true-up-billing'],
  },
  {
    name: 'Wasco',
    slug: 'wasco',
    county: 'Kern',
    kind: 'city',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 35,
    indexedTopics: ['agriculture', 'solar-pge', 'care-program', 'solar-installer', 'energy-saving'],
  },
  {
    name: 'Oildale',
    slug: 'oildale',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 15,
    indexedTopics: ['care-program', 'solar-pge', 'energy-saving', 'solar-installer', 'true-up-billing', 'sunrun'],
  },
  {
    name: 'Rosamond',
    slug: 'rosamond',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'sce',
    terrain: 'desert',
    driveMinutes: 85,
    indexedTopics: ['solar-pge', 'solar-installer', 'ev-charging', 'sunrun', 'backup-battery'],
  },
  {
    name: 'California City',
    slug: 'california-city',
    county: 'Kern',
    kind: 'city',
    utility: 'sce',
    terrain: 'desert',
    driveMinutes: 90,
    indexedTopics: ['solar-pge', 'solar-installer', 'care-program', 'energy-saving', 'backup-battery'],
  },
  {
    name: 'Mojave',
    slug: 'mojave',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'sce',
    terrain: 'desert',
    driveMinutes: 75,
    indexedTopics: ['solar-pge', 'solar-installer', 'backup-battery', 'energy-saving', 'care-program'],
  },
  {
    name: 'Frazier Park',
    slug: 'frazier-park',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'check',
    terrain: 'mountain',
    driveMinutes: 50,
    indexedTopics: ['backup-battery', 'solar-pge', 'solar-installer', 'energy-saving', 'pge'],
  },
  {
    name: 'Lake Isabella',
    slug: 'lake-isabella',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'sce',
    terrain: 'mountain',
    driveMinutes: 60,
    indexedTopics: ['backup-battery', 'solar-pge', 'care-program', 'solar-installer', 'energy-saving'],
  },
];

const bySlug = new Map(towns.map((t) => [t.slug, t]));

export const findTown = (slug: string): Town | undefined => bySlug.get(slug);

/** The town's hub page (docs/decisions/016-town-pages.md): what we know of the place, and its topics. */
export const townHubPath = (slug: string): `/areas/${string}` => `/areas/${slug}`;

/** Town slugs with more than one word; the parser must keep them whole (docs/decisions/006-landing-pages.md). */
export const multiWordTownSlugs: readonly string[] = towns.filter((t) => t.slug.includes('-')).map((t) => t.slug);
