import heroImage from '@/assets/illustrations/home-energy.svg';
import type { Block, CardItem, PageMeta } from '@/content/types';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text';
import { townCount } from '@/content/counts';

/** /resources/blog: the list of posts sits between these blocks (see the route). */
export const blogListHero: Block = {
  kind: 'hero',
  eyebrow: 'Blog',
  heading: 'Latest News & Insights',
  lead: 'Straight answers from the electricians and estimators who install solar, batteries and electrical systems across Kern County: how your equipment works, what incentives really pay, and what to do when something stops working.',
  image: {
    src: heroImage,
    alt: 'A single-story Valley home with a rooftop solar array under a bright afternoon sun.',
    width: 800,
    height: 600,
  },
  actions: [{ label: 'Ask an Estimator', href: '/contact' }],
};

export const blogListSection = {
  id: 'articles',
  eyebrow: 'Articles',
  heading: 'Guides from our Bakersfield office',
  intro:
    'Written for homeowners, checked by the people who do the work. Every guide ends with when to handle it yourself and when to call us.',
};

export const moreResources: CardItem[] = [
  {
    title: 'Solar estimate',
    text: 'Your town and one PG&E or SCE bill give a system size, the bill after Net Billing, a price, a payback and battery backup hours, with every source shown.',
    href: '/resources/solar-estimate',
    cta: 'Estimate my bill',
  },
  {
    title: 'Frequently asked questions',
    text: 'NEM 3.0, batteries, true-up bills, panel upgrades, permits and cleaning: short answers to the questions we hear often.',
    href: '/resources/faq',
    cta: 'Read the FAQ',
  },
  {
    title: 'Financing options',
    text: 'Cash, a solar loan over 5 to 20 years, or a lease or PPA with nothing down. See who owns the system, and why only a lease or PPA can still carry a federal credit.',
    href: '/resources/financing',
    cta: 'Compare financing',
  },
  {
    title: 'Battery backup by town',
    text: `Outage and public safety power shutoff planning for Delano, Tehachapi, Lake Isabella and the rest of the ${townCount} Kern County towns we serve.`,
    href: '/resources/battery-backup-locations',
    cta: 'Find your town',
  },
];

export const blogListCta: Block = {
  kind: 'cta',
  id: 'blog-cta',
  heading: 'Have a question we have not written about yet?',
  text: 'Call or send a message. An estimator or electrician answers, not a call center, and the best questions become our next guide.',
  action: { label: 'Contact Us Today', href: '/contact' },
};

/** Head data of /resources/blog (each post's own head data is its summary, in posts/). */
export const blogListMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar and Electrical Guides for Kern County',
  description: `Plain-language guides from our Bakersfield electricians: reconnecting solar monitoring to Wi-Fi, and what is left of solar incentives after ${homeownerCreditLastYear}.`,
  keywords: ['solar blog', 'solar tax credit', 'solar monitoring Wi-Fi', 'Kern County solar news'],
};
