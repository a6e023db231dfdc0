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
/** The Title 24 climate zones of our area. */
export type ClimateZone = 13 | 14 | 16;
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
   * California Title 24 building climate zone, from the CEC climate-zone tool (the town records
   * in src/content/towns/records say how far it was checked). It picks the estimate's production
   * figure (src/shared/estimate/production-data.ts), which exists for these zones only.
   */
  climateZone: ClimateZone;
  /**
   * The ZIP codes that lead the estimate to this town (src/shared/estimate/places.ts cites the
   * listing). A ZIP shared with a neighbour (93308: Oildale and north Bakersfield) goes to one town.
   */
  zips: readonly string[];
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
    climateZone: 13,
    zips: ['93215', '93216'],
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
    climateZone: 13,
    zips: ['93301', '93304', '93305', '93306', '93307', '93309', '93311', '93312', '93313', '93314'],
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
    climateZone: 13,
    zips: ['93252'],
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
    climateZone: 14,
    zips: ['93555'],
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
    climateZone: 13,
    zips: ['93263'],
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
    climateZone: 13,
    zips: ['93268'],
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
    climateZone: 16,
    zips: ['93561'],
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
    climateZone: 13,
    zips: ['93280'],
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
    climateZone: 13,
    zips: ['93308'],
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
    climateZone: 14,
    zips: ['93560'],
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
    climateZone: 14,
    zips: ['93504', '93505'],
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
    climateZone: 14,
    zips: ['93501', '93502'],
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
    climateZone: 16,
    zips: ['93222', '93225'],
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
    climateZone: 16,
    zips: ['93240'],
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
