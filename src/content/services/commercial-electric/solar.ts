import type { Block } from '@/content/types';
import { commercialArt } from './images';

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
      'We start with twelve months of interval data from PG&E or SCE, not a rule of thumb, and model your bill on your actual rate schedule. The proposal shows the system size, the year-one savings and the payback with and without a battery, so you can see exactly where the money comes from. Savings of 40–70% on the electric bill are typical for the systems we design.',
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
        text: 'Every megawatt-hour you make on site is one the grid does not have to generate at the evening peak. Customers, tenants and school boards notice.',
      },
      {
        icon: 'battery',
        title: 'Energy independence',
        text: 'Paired with storage, an array keeps critical loads such as refrigeration, servers and security running through an outage or a public safety power shutoff.',
      },
      {
        icon: 'percent',
        title: 'Incentives',
        text: 'A federal tax credit, accelerated depreciation and a battery incentive program can cover a large share of the cost in the first years. Details below.',
      },
    ],
  },
  {
    kind: 'features',
    id: 'incentives',
    eyebrow: 'Incentives',
    heading: 'The incentives that make the numbers work',
    intro: 'Rules and deadlines change, so we document everything your tax adviser needs and let them confirm what applies to you.',
    columns: 2,
    items: [
      {
        icon: 'bank',
        title: 'Federal investment tax credit: 30%',
        text: 'Businesses can take a 30% federal investment tax credit on eligible solar and storage costs when the project meets the current rules on size, start of construction and, for larger systems, prevailing wage and apprenticeship. Tax-exempt owners may be able to receive it as a direct payment.',
      },
      {
        icon: 'growth',
        title: 'MACRS depreciation',
        text: 'Commercial solar is five-year property under MACRS, so most of its cost is written off in the first years. The depreciable basis is reduced by half the credit, and bonus depreciation can front-load it further when it is available in your tax year.',
      },
      {
        icon: 'bill',
        title: 'NEM 3.0 / Net Billing Tariff for businesses',
        text: 'New PG&E and SCE systems export at avoided-cost rates that are highest on late summer evenings and low at midday. We size the array to your own use and, where it pays, add a battery that exports or covers load in the 4–9 pm peak.',
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
            answer:
              'With the 30% tax credit and five-year depreciation, the systems we build for daytime-heavy businesses commonly pay back in four to seven years, then keep producing for decades. Your proposal shows your own number, calculated from your interval data and rate schedule, with the assumptions written out.',
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
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'See what solar would do for your bill',
    text: 'Send your details and we will ask for your last twelve months of bills or interval data. A commercial estimator returns a system size, savings estimate and payback, usually within a week.',
    points: ['Sized on your own interval data', 'Payback with and without storage', 'Cash, loan, lease and PPA compared'],
  },
];
