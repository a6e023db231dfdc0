/**
 * The light topic index: canonical slugs, aliases and display names of the landing topics
 * (docs/decisions/006-landing-pages.md). No copy lives here, so the parser, the server, the
 * prerenderer and the sitemap can import it without pulling the catalogue into their bundles.
 */
export const topicSlugs = [
  'solar-installer',
  'solar-contractor',
  'home-energy',
  'solar-tax-credits',
  'backup-battery',
  'electric-vehicle',
  'ev-charging',
  'true-up-billing',
  'solar-pge',
  'pge',
  'care-program',
  'energy-discount',
  'energy-saving',
  'sunrun',
  'sunpower',
  'sanova',
  'agriculture',
] as const;

export type TopicSlug = (typeof topicSlugs)[number];

export type TopicGroup = 'solar' | 'storage' | 'bills' | 'owners' | 'farms';

export interface TopicInfo {
  slug: TopicSlug;
  /** Short display name for lists and links. */
  name: string;
  /** The search term in the heading '<location> <term> Services and Blog' (docs/behaviour.md#landing-page). */
  term: string;
  group: TopicGroup;
}

export const topics: readonly TopicInfo[] = [
  { slug: 'solar-installer', name: 'Solar Installer', term: 'Solar Installer', group: 'solar' },
  { slug: 'solar-contractor', name: 'Solar Contractor', term: 'Solar Contractor', group: 'solar' },
  { slug: 'home-energy', name: 'Home Energy Plan', term: 'Home Energy', group: 'solar' },
  { slug: 'solar-tax-credits', name: 'Solar Tax Credits', term: 'Solar Tax Credit', group: 'solar' },
  { slug: 'backup-battery', name: 'Backup Batteries', term: 'Backup Battery', group: 'storage' },
  { slug: 'electric-vehicle', name: 'Electric Vehicle Power', term: 'Electric Vehicle', group: 'storage' },
  { slug: 'ev-charging', name: 'EV Charger Installation', term: 'EV Charging', group: 'storage' },
  { slug: 'true-up-billing', name: 'True-Up Bills', term: 'True-Up Billing', group: 'bills' },
  { slug: 'solar-pge', name: 'Solar Interconnection (PG&E and SCE)', term: 'Solar Interconnection', group: 'bills' },
  { slug: 'pge', name: 'PG&E and SCE Bill Help', term: 'Utility Bill', group: 'bills' },
  { slug: 'care-program', name: 'CARE Program', term: 'CARE Program', group: 'bills' },
  { slug: 'energy-discount', name: 'Energy Discount Programs', term: 'Energy Discount', group: 'bills' },
  { slug: 'energy-saving', name: 'Energy Saving', term: 'Energy Saving', group: 'bills' },
  { slug: 'sunrun', name: 'Sunrun System Owners', term: 'Sunrun Owner', group: 'owners' },
  { slug: 'sunpower', name: 'SunPower System Owners', term: 'SunPower Owner', group: 'owners' },
  { slug: 'sanova', name: 'Comparing a Sanova Quote', term: 'Solar Quote Comparison', group: 'owners' },
  { slug: 'agriculture', name: 'Agricultural Solar and Electric', term: 'Agricultural Electric', group: 'farms' },
];

/** Old or short slugs that redirect (301 on the server, replace in the router) to a canonical one. */
export const topicAliases: Readonly<Record<string, TopicSlug>> = {
  care: 'care-program',
  trueup: 'true-up-billing',
  'true-up': 'true-up-billing',
  'services-agriculture': 'agriculture',
};

/**
 * Topics that answer the same search as another (docs/decisions/016-town-pages.md): their pages
 * still resolve, but are never indexed; their canonical is the other topic's page in the same
 * town when that one is indexed, otherwise the town's hub.
 */
export const topicSynonyms: Readonly<Partial<Record<TopicSlug, TopicSlug>>> = {
  'solar-contractor': 'solar-installer',
  'home-energy': 'solar-installer',
  'electric-vehicle': 'ev-charging',
  'energy-discount': 'care-program',
};

const bySlug = new Map<string, TopicInfo>(topics.map((t) => [t.slug, t]));

export const findTopic = (slug: string): TopicInfo | undefined => bySlug.get(slug);

/**
 * Topic x town pages that a fixed route owns: the route table's /solar-installer-delano is the
 * Home Energy landing page (canonical /services/residential-solar), so it is neither rendered,
 * prerendered nor listed in the sitemap as a topic page.
 */
export const fixedLandingSlugs: ReadonlySet<string> = new Set(['solar-installer-delano']);

export const landingSlug = (topic: string, town: string) => `${topic}-${town}`;
