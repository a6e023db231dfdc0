import crewImage from '@/assets/illustrations/crew.svg';
import roofImage from '@/assets/illustrations/commercial-roof-array.svg';
import vanImage from '@/assets/illustrations/service-van.svg';
import { claimText, coreValues } from '@/content/company';
import { sourcesBlock } from '@/content/facts/sources-block';
import { degradation } from '@/shared/estimate/degradation';
import type { Block, IconName, PageMeta, Page } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

// The core values come from company.ts (one source); only their icons are chosen here.
const valueIcons: readonly IconName[] = ['training', 'award', 'care'];

export const whatSetsUsApartBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'What Sets Us Apart',
    heading: 'The difference is who shows up at your home',
    lead: 'Plenty of companies sell solar in Kern County. Here is what you can hold us to, in writing, before you choose one.',
    image: {
      src: vanImage,
      alt: 'A white service van with an amber stripe and a ladder on the roof, parked outside a home with solar panels.',
      width: 800,
      height: 600,
    },
    actions: [{ label: 'Get a Free Quote', href: '/contact' }],
  },
  { kind: 'stats', id: 'numbers', eyebrow: 'By the numbers', heading: 'A track record you can check' },
  {
    kind: 'features',
    id: 'values',
    eyebrow: 'Our core values',
    heading: 'Expertise, quality and service on every job',
    intro: 'Three values every crew member is hired, trained and reviewed on.',
    columns: 3,
    items: coreValues.map((v, i) => ({ icon: valueIcons[i] ?? 'award', title: v.title, text: v.text })),
  },
  {
    kind: 'split',
    id: 'own-crews',
    eyebrow: 'Our people',
    heading: claimText.ownCrewsLines.length ? 'Our own crews and a local office, never subcontractors' : 'One team and a local office',
    paragraphs: [
      claimText.ownCrewsLines.length
        ? 'Many solar companies sell the job and hand it to whichever installer is cheapest that week. We do not. The electricians on your roof are our employees, trained by us, and the project manager who schedules them sits in our Bakersfield office.'
        : 'The estimator who designs your system, the crew that installs it and the project manager who schedules them work from one plan, and the project manager sits in our Bakersfield office.',
      'That matters when something needs attention. You call one number, talk to someone who can pull up your system, and a technician who knows our work is on the way, whether you live in Oildale, Wasco or Lake Isabella.',
    ],
    bullets: [
      'Electricians and installers working under our C-10 license',
      'One project manager from the site visit to permission to operate',
      claimText.office,
    ],
    image: {
      src: crewImage,
      alt: 'Three electricians in hard hats and high-visibility vests standing in front of a solar array, one holding a tablet.',
      width: 800,
      height: 600,
    },
    imageSide: 'left',
    tone: 'offwhite',
  },
  {
    kind: 'features',
    id: 'differences',
    eyebrow: 'What you get',
    heading: 'Six things we put in writing',
    columns: 3,
    items: [
      {
        icon: 'percent',
        title: 'Prices you can compare',
        text: 'Every proposal shows price per watt and named equipment, so you can set it beside any other quote.',
      },
      {
        icon: 'shield',
        title: '25-year panel warranty',
        text: 'Panels warranted for 25 years that lose only about 0.5% of their output a year, plus our own workmanship warranty on the installation.',
      },
      {
        icon: 'emergency',
        title: '24/7 emergency line',
        text: 'Our emergency line is answered around the clock, and the on-call electrician drives out from Bakersfield. The dispatcher tells you honestly how long the drive to you will take.',
      },
      {
        icon: 'clock',
        title: 'Installed in 1-3 days',
        text: 'Most homes are installed in 1-3 days. The whole process, from signing to switching on, takes 2-3 months including permits and utility approval.',
      },
      {
        icon: 'savings',
        title: 'Savings from your own data',
        text: 'Systems sized from your own 12 months of PG&E or SCE data, designed for NEM 3.0, and shown with the savings we expect, not the best case.',
      },
      {
        icon: 'permit',
        title: 'Permits and paperwork',
        text: 'Permits, inspections, interconnection, SGIP applications when a budget is open, and tax-credit documents are handled by our office, not left to you.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'warranty',
    eyebrow: 'Built for Valley conditions',
    heading: 'Designed for 110-degree summers, dust and long ownership',
    paragraphs: [
      'A system on a Bakersfield roof bakes all summer and collects dust from fields and unpaved roads. We design for it: an air gap under the panels so they run cooler, heat-tolerant modules and inverters placed out of the afternoon sun.',
      "With about 0.5% degradation a year, your panels should still make most of their original output after 25 years. We track production on our customers' systems, so we usually call you about a problem before you notice it on your bill.",
    ],
    bullets: ['25-year panel warranty', 'Manufacturer claims handled by our office', 'Monitoring reviewed by our service team'],
    image: { src: roofImage, alt: 'A flat commercial roof covered in rows of solar panels under a clear sky.', width: 800, height: 600 },
  },
  {
    kind: 'steps',
    id: 'response',
    eyebrow: 'Response times',
    heading: 'How fast we move after you call',
    tone: 'sand',
    steps: [
      {
        title: 'Same day',
        text: 'A person in our office answers or returns your call. Emergencies go straight to the on-call electrician, 24/7.',
      },
      {
        title: 'Within a week',
        text: 'An estimator visits, reads your meter data and checks your roof and main panel. Your written proposal follows in a few days.',
      },
      {
        title: '1-3 days on site',
        text: 'After permits, our crew installs most homes in 1-3 days and cleans up every day before leaving.',
      },
      {
        title: '2-3 months, start to finish',
        text: 'Inspection and utility permission to operate usually close out the project 2-3 months after you sign. We track each step for you.',
      },
    ],
  },
  sourcesBlock([degradation]),
  {
    kind: 'cta',
    id: 'apart-cta',
    heading: 'See the difference on your own quote',
    text: `Get a free, no-obligation proposal with the price, the savings and the warranty spelled out. We call back within ${callbackPeriod.en}.`,
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
];

export const whatSetsUsApartMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'What Sets Us Apart: Our Crews, Our Office',
  description:
    'A Bakersfield office, a 24/7 emergency line, and proposals sized from your meter data with prices and warranties written out.',
  keywords: ['why choose us', 'local solar company Bakersfield', 'solar warranty', 'emergency electrician Kern County'],
};

/** The page as its route renders it (src/routes/$locale/about/what-sets-us-apart.tsx). */
export const page: Page = { meta: whatSetsUsApartMeta, blocks: whatSetsUsApartBlocks };
