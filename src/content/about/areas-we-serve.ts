import mapImage from '@/assets/illustrations/kern-service-map.svg';
import type { TopicGroup, TopicSlug } from '@/shared/places/topic-index';
import { agriculturalRegions, commercialCounties } from '@/content/service-area';
import { findTown, townHubPath, towns } from '@/shared/places/towns';
import type { Action, IconName, Illustration, PageMeta } from '@/content/types';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text';
import { inWords, townCount } from '@/content/counts';

/** Copy of /about/areas-we-serve (docs/behaviour.md#routes). Town names come from towns.ts. */
export const areasHero = {
  eyebrow: 'Areas We Serve',
  heading: 'From Delano to Lake Isabella, and across the southern Valley',
  lead: 'Our crews work out of Bakersfield and cover all of Kern County for homes, plus the neighboring counties for commercial and agricultural projects.',
  image: {
    src: mapImage,
    alt: 'A simple map of Kern County with the Valley floor, the Tehachapi and Sierra foothills and the high desert, with pins on the towns we serve.',
    width: 800,
    height: 600,
  } satisfies Illustration,
  actions: [{ label: 'Contact Us Today', href: '/contact' }] satisfies Action[],
};

export interface AreaList {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  /** An entry is plain text, or links to the pages of the places it names (joined by "and"). */
  items: readonly (string | readonly AreaLink[])[];
}

export interface AreaLink {
  label: string;
  href: `/areas/${string}`;
}

const hub = (slug: string): AreaLink => ({ label: findTown(slug)!.name, href: townHubPath(slug) });

// Oildale and Bakersfield are one urban area: listed together, the towns make one entry fewer,
// each linking to the town's own page.
const residentialTowns = towns
  .filter((t) => t.slug !== 'oildale')
  .map((t) => (t.slug === 'bakersfield' ? [hub('bakersfield'), hub('oildale')] : [hub(t.slug)]));

export const areaLists: readonly AreaList[] = [
  {
    id: 'residential',
    icon: 'house',
    title: 'Residential',
    text: 'Solar, batteries, EV chargers and electrical work for homes in Kern County and nearby.',
    items: residentialTowns,
  },
  {
    id: 'commercial',
    icon: 'factory',
    title: 'Commercial',
    text: 'Commercial electric, new construction and commercial solar in seven counties.',
    items: commercialCounties,
  },
  {
    id: 'agricultural',
    icon: 'tractor',
    title: 'Agricultural',
    text: 'Pumps, shops, cold storage and farm solar in five growing regions.',
    items: agriculturalRegions,
  },
];

export const areasListsSection = {
  heading: 'Where our crews work',
  intro: 'Homes across Kern County, businesses in seven counties and farms in five growing regions.',
};

export const areasFinder = {
  heading: 'Find the page for your town',
  intro: 'Every service we offer, in every town we serve. Pick your town to see its pages, or browse them all by topic.',
  filterLabel: 'Show pages for',
  allTowns: 'All towns',
  linkLabel: (topic: string, town: string) => `${topic} in ${town}`,
  status: (count: number, town: string) => `Showing ${count} pages for ${town}`,
};

export const topicGroupTitles: Record<TopicGroup, string> = {
  solar: 'Solar for your home',
  storage: 'Batteries and EV charging',
  bills: 'Bills, rates and discounts',
  owners: 'Existing systems and second opinions',
  farms: 'Farms and ranches',
};

/** One line per topic, shown on its card. */
export const topicBlurbs: Record<TopicSlug, string> = {
  'solar-installer': 'Home solar sized from your meter data.',
  'solar-contractor': 'Licensed solar and electrical contracting for homes, shops and commercial roofs.',
  'home-energy': 'Solar, battery, panel and EV charging planned as one system.',
  'solar-tax-credits': `What ended with the homeowner solar credit after ${homeownerCreditLastYear}, and what is left.`,
  'backup-battery': 'Powerwall 3, IQ Battery 5P or aPower, sized for outages and the evening peak.',
  'electric-vehicle': 'What home charging costs, which rate fits, and charging from solar.',
  'ev-charging': 'Level 2 chargers installed with a load check, permit and inspection.',
  'true-up-billing': 'Why the true-up came in high, and how to fix it.',
  'solar-pge': 'Interconnection, NEM 3.0 and permission to operate with PG&E or SCE.',
  pge: 'Time-of-use plans, summer peaks and the changes that lower bills most.',
  'care-program': 'CARE, the utility discount for income-qualified homes, and how it works with solar.',
  'energy-discount': 'CARE, FERA, Medical Baseline and no-cost solar programs in one place.',
  'energy-saving': 'Cut waste and beat the 4-9 p.m. peak before buying equipment.',
  sunrun: 'Independent help for homes with a leased Sunrun system.',
  sunpower: 'Independent service for SunPower systems after the 2024 bankruptcy.',
  sanova: 'How to compare a Sanova quote, or any solar quote, line by line.',
  agriculture: 'Pump panels, VFDs, shop power and solar for irrigation load.',
};

export const areasCta: { id: string; heading: string; text: string; action: Action } = {
  id: 'areas-cta',
  heading: 'Not sure we cover your address?',
  text: 'If you are anywhere in Kern County, we almost certainly do. Call or send a message and we will confirm the same day.',
  action: { label: 'Contact Us Today', href: '/contact' },
};

export const areasMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: `Areas We Serve: ${townCount} Kern County Towns and More`,
  description: `Where our crews work: ${townCount} Kern County towns from Delano to Lake Isabella, ${inWords(commercialCounties.length)} counties for commercial jobs and ${inWords(agriculturalRegions.length)} farm regions. Find your town.`,
  keywords: ['areas we serve', 'Kern County electrician', 'solar installer near me', 'San Joaquin Valley solar'],
};
