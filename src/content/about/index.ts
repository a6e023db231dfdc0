import crewImage from '@/assets/illustrations/crew.svg';
import vanImage from '@/assets/illustrations/service-van.svg';
import { testimonials, testimonialsText } from '@/content/testimonials';
import type { Block, PageMeta, Page } from '@/content/types';
import { townCount } from '@/content/counts';
import { claimText } from '@/content/company';
import { callbackPeriod } from '@/content/callback';

export const aboutBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'About Us',
    heading: 'Kern County crews, Kern County standards',
    lead: 'We are electricians first, based in Bakersfield. Our crews install solar, batteries and electrical systems from Delano to Tehachapi, and we answer our own phones.',
    image: {
      src: crewImage,
      alt: 'Three electricians in hard hats and high-visibility vests standing in front of a solar array, one holding a tablet.',
      width: 800,
      height: 600,
    },
    actions: [{ label: 'Contact Our Team', href: '/contact' }],
  },
  {
    kind: 'split',
    id: 'mission',
    eyebrow: 'Our mission',
    heading: 'Lower bills and safer power for every home, farm and business we touch',
    paragraphs: [
      'Energy in the Valley is expensive and the weather is hard on equipment. Our mission is simple: design each system around the way you actually use power, install it to code and labeled for the inspector, and stay reachable for as long as you own it.',
      `That means no sales scripts${claimText.ownCrewsLines.length ? ' and no subcontracted crews' : ''}. The estimator who reads your meter data works with the electricians who install your system, and the same office handles your permit, your utility interconnection and any service call years later.`,
    ],
    bullets: ['Licensed electrical contractor', ...claimText.ownCrewsLines, claimText.office],
    image: {
      src: vanImage,
      alt: 'A white service van with an amber stripe and a ladder on the roof, parked outside a home with solar panels.',
      width: 800,
      height: 600,
    },
    imageSide: 'left',
  },
  {
    kind: 'features',
    id: 'values',
    eyebrow: 'Our values',
    heading: 'Three promises on every job',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'balance',
        title: 'Integrity',
        text: 'We quote what the job needs, not what pays most. If a panel upgrade or a battery will not pay off for you, we say so in writing.',
      },
      {
        icon: 'award',
        title: 'Quality',
        text: 'Torque-checked connections, labeled circuits, tidy conduit runs and photos of every step, so inspectors and future electricians see exactly what we did.',
      },
      {
        icon: 'care',
        title: 'Customer Satisfaction',
        text: 'When something is not right, a project manager calls you back the same day and stays on it until it is. Ask us for customers near you who will tell you how it went.',
      },
    ],
  },
  { kind: 'stats', id: 'numbers', eyebrow: 'By the numbers', heading: 'The record behind the work' },
  {
    kind: 'testimonials',
    id: 'testimonials',
    eyebrow: 'Testimonials',
    heading: 'What our customers say',
    intro: testimonialsText.intro,
    items: testimonials,
  },
  {
    // The About pages are reached from here and from the footer; the header's About menu is
    // drawn only when opened (docs/decisions/020-first-window.md).
    kind: 'links',
    id: 'more-about-us',
    heading: 'More about Sunfield',
    items: [
      { label: 'What Sets Us Apart', href: '/about/what-sets-us-apart', text: 'A local office, a 24/7 line, work done to code' },
      { label: 'Partners', href: '/about/partners', text: 'Lenders, equipment makers and local firms' },
      { label: 'Areas We Serve', href: '/about/areas-we-serve', text: `${townCount} Kern County towns and the facts for each` },
      { label: 'Careers', href: '/about/careers', text: 'Electrician, installer and sales jobs' },
    ],
  },
  {
    kind: 'cta',
    id: 'about-cta',
    heading: 'Ready when you are',
    text: `Tell us about your home, farm or business and we will call you back within ${callbackPeriod.en}.`,
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
];

export const aboutMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'About Us: A Bakersfield Solar & Electric Firm',
  description:
    'A Bakersfield electrical and solar contractor: our mission, the values our crews work by, and what Kern County customers say about their projects.',
  keywords: ['about', 'Bakersfield electrical contractor', 'Kern County solar company'],
};

/** The page as its route renders it (src/routes/$locale/about/index.tsx). */
export const page: Page = { meta: aboutMeta, blocks: aboutBlocks };
