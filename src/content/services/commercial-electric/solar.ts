import { endDate, longDate, monthYear, orEndDate, percentOf, reducedPercentOf } from '@/content/facts/incentive-text';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import type { Block, PageMeta, Page } from '@/content/types';
import { degradation } from '@/shared/estimate/degradation';

const { fed48e, fed45y, bonusDepreciation, nbt } = incentives;
import { commercialArt } from './images';
import { withTownLinks } from '@/content/towns/town-links';

export const commercialSolarBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Commercial Solar',
    heading: 'Commercial solar that pays back under the Net Billing Tariff',
    lead: "Rooftop arrays on warehouses, carports over employee parking, ground mounts beside packing sheds. We size every system to the hours your business actually uses power, because under today's export rates the electricity you use yourself is worth several times what you sell back.",
    image: commercialArt.carportArray,
    actions: [
      { label: 'Request a Consultation', href: '/contact' },
      { label: 'Financing options', href: '/services/commercial-electric/financing' },
    ],
  },
  {
    kind: 'text',
    id: 'intro',
    eyebrow: 'Why it works in the Valley',
    heading: 'Sun when you need it, and a lot of it',
    paragraphs: [
      'Kern County gets some of the strongest sun in the state, and most businesses here use the bulk of their power in daylight: air conditioning in July, cold storage at harvest, compressors, lights and office loads from seven to five. That overlap is what makes commercial solar pay even after the move from net metering to the Net Billing Tariff.',
      'We start with twelve months of interval data from PG&E or SCE, not a rule of thumb, and model your bill on your actual rate schedule. The proposal shows the system size, the year-one savings and the payback with and without a battery, so you can see exactly where the money comes from.',
    ],
  },
  {
    kind: 'features',
    id: 'benefits',
    eyebrow: 'Benefits',
    heading: 'What a commercial array does for your business',
    tone: 'offwhite',
    columns: 4,
    items: [
      {
        icon: 'savings',
        title: 'Cost savings',
        text: 'Lower energy charges every month and a hedge against rate increases for decades. Panels are warranted for 25 years and lose only about 0.5% of output a year.',
      },
      {
        icon: 'leaf',
        title: 'Environmental impact',
        text: 'Every megawatt-hour you make on site is clean power you do not buy from the grid.',
      },
      {
        icon: 'battery',
        title: 'Energy independence',
        text: 'Paired with storage, an array keeps critical loads such as refrigeration, servers and security running through an outage or a public safety power shutoff.',
      },
      {
        icon: 'percent',
        title: 'Incentives',
        text: 'The federal clean electricity investment credit for projects that meet its deadlines, depreciation and a battery incentive program can lower the cost. Details below.',
      },
    ],
  },
  {
    kind: 'features',
    id: 'incentives',
    eyebrow: 'Incentives',
    heading: 'The incentives that make the numbers work',
    intro: `Public Law 119-21 changed the rules and set hard deadlines. This is how they stood in ${monthYear(incentivesAsOf)}; we document everything your tax adviser needs and let them confirm what applies to you.`,
    columns: 2,
    items: [
      {
        icon: 'bank',
        title: `Clean electricity investment credit (federal tax code section ${fed48e.code}): ${percentOf(fed48e)}`,
        text: `Businesses can take ${percentOf(fed48e)} of the cost of a solar or storage project under 1 MW, or of a larger one that meets prevailing wage and apprenticeship rules (otherwise ${reducedPercentOf(fed48e)}). Solar that began construction after ${endDate(fed48e)} must be placed in service by ${orEndDate(fed48e)}, and new projects must meet limits on material from foreign entities of concern. Tax-exempt owners can take it as a direct payment; the production credit (section ${fed45y.code}) has the same deadlines.`,
      },
      {
        icon: 'growth',
        title: 'Depreciation',
        text: `Public Law 119-21 restored ${percentOf(bonusDepreciation)} bonus depreciation for qualifying property acquired from ${longDate(bonusDepreciation.start)}, and it changed how some clean-energy property is classed, so the old five-year rule of thumb may not fit your project. The depreciable basis is reduced by half of any credit taken. Your accountant sets the schedule; we give them the cost breakdown.`,
      },
      {
        icon: 'bill',
        title: 'NEM 3.0 / Net Billing Tariff for businesses',
        text: `New PG&E and SCE systems export at avoided-cost rates that are highest on ${nbt.rule.peakValue} and low at midday. We size the array to your own use and, where it pays, add a battery that exports or covers load in the 4-9 p.m. peak.`,
      },
      {
        icon: 'charger',
        title: 'Storage incentives and demand charges',
        text: "California's Self-Generation Incentive Program (SGIP) has funded business batteries, and a battery that shaves your monthly peak can cut demand charges on B-series and TOU-GS rates. We check what is open when you sign.",
      },
    ],
  },
  {
    kind: 'split',
    id: 'where',
    eyebrow: 'Roof, carport or ground',
    heading: 'We put the array where it works hardest',
    paragraphs: [
      'A flat warehouse roof is the cheapest place for panels if the roof has years left in it; we check before we propose. Carports cost more per watt but shade cars and staff through a Bakersfield summer and give you an easy place for EV chargers. Ground mounts suit farms and yards with open land beside the service.',
    ],
    bullets: [
      'Roof condition, structure and fire-access pathways checked before design',
      'Ballasted or attached racking chosen for your roof warranty',
      'Carport canopies engineered for wind and seismic loads',
      'Interconnection planned with your switchgear, not around it',
    ],
    image: commercialArt.roofArray,
    imageSide: 'left',
  },
  {
    kind: 'split',
    id: 'storage',
    eyebrow: 'Batteries',
    heading: 'When a battery pays for itself',
    paragraphs: [
      'Under the Net Billing Tariff, midday exports earn little, and many business rates charge for your single highest 15-minute peak each month. A right-sized battery stores the surplus, covers the evening peak and flattens those spikes. We model it both ways and recommend storage only when your interval data says it pays.',
    ],
    image: commercialArt.batteryWall,
    imageSide: 'right',
    tone: 'sand',
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Commercial solar questions',
    groups: [
      {
        title: 'Commercial solar',
        items: [
          {
            question: 'Does NEM 3.0 make commercial solar a bad investment?',
            answer:
              'No, it changes how to size it. Businesses that use most of their power in daylight still save on nearly every kilowatt-hour they produce. What no longer pays is oversizing to export. We design to your load, show the payback on your actual rate, and add storage only when it improves the return.',
          },
          {
            question: 'How long is the payback on a commercial system?',
            answer: `It depends on whether your project can still claim the ${percentOf(fed48e)} investment credit (for solar, in service by ${orEndDate(fed48e)}), on depreciation and on your rate schedule, so we do not quote a typical range. Your proposal shows your own number, calculated from your interval data and rate schedule, with and without the credit and with the assumptions written out.`,
          },
          {
            question: 'What about dust, heat and maintenance?',
            answer:
              'Valley dust costs output, so we recommend washing panels once or twice a year, more often next to dirt roads or open fields. We monitor every system remotely, and heat is built into the design: string sizing, conductor derating and inverter placement out of direct afternoon sun.',
          },
        ],
      },
    ],
  },
  sourcesBlock([fed48e, bonusDepreciation, degradation]),
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'See what solar would do for your bill',
    text: 'Send your details and we will ask for your last twelve months of bills or interval data. A commercial estimator returns a system size, savings estimate and payback, usually within a week.',
    points: ['Sized on your own interval data', 'Payback with and without storage', 'Cash, loan, lease and PPA compared'],
  },
];

export const commercialSolarMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Solar Installation',
  title: 'Commercial Solar: Rooftop, Carport, Ground',
  description:
    'Commercial solar for Kern County businesses: rooftop, carport and ground-mount arrays sized for the Net Billing Tariff, with batteries for demand charges.',
  keywords: ['commercial solar Bakersfield', 'solar carport', 'NEM 3.0 business', 'MACRS solar', 'investment tax credit'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/solar.tsx). */
export const page: Page = { meta: commercialSolarMeta, blocks: withTownLinks(commercialSolarBlocks) };
