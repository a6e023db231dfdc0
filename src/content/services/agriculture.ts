import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from './field-images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

export const agricultureBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Agriculture',
    heading: 'Agricultural solar and electrical for San Joaquin Valley farms',
    lead: 'Well pumps that cannot fail in July, cold rooms at harvest, and power bills that grow with every acre-foot pumped. We wire farms, build solar farms and agrivoltaic arrays, and put your pumping on the rate that costs the least.',
    image: fieldArt.agrivoltaic,
    actions: [
      { label: 'Get a Free Quote', href: '/contact' },
      { label: 'Farm solar financing', href: '/services/commercial-electric/financing' },
    ],
  },
  {
    kind: 'text',
    id: 'solar-farms',
    eyebrow: 'Solar farms and agrivoltaics',
    heading: 'Solar on the land you have, or above the crops you grow',
    paragraphs: [
      'A ground-mounted array on a corner that will not pencil for a crop, a fallowed field, or the land around a pump station can offset the pumping load of a whole ranch. We size it to the meters it serves, handle the utility interconnection and route the collection lines so they stay clear of tractors and trenchers.',
      'Agrivoltaics goes a step further: panels raised high enough to farm or graze underneath. Partial shade lowers leaf and soil temperatures in a Valley summer and can reduce irrigation demand for some crops, while the same acre produces power. We set row spacing, post positions and panel height around your equipment widths and your harvest, and protect every cable from animals and implements.',
    ],
  },
  {
    kind: 'split',
    id: 'pumps',
    eyebrow: 'Pumps and wells',
    heading: 'Pump power that holds up through irrigation season',
    paragraphs: [
      'Deep wells in Kern and Tulare counties run big motors for long hours in the worst heat of the year. We install and repair well and booster pump motors, pump panels, soft starters and variable frequency drives, and the services that feed them. A drive matched to your pump curve can save energy on systems with changing pressure demand, like drip and micro-sprinklers.',
      'When a pump trips in the middle of a set, call our 24/7 line: a crew heads out from Bakersfield with the parts most pump panels need already on the truck, and the dispatcher tells you how long the drive will take.',
    ],
    bullets: [
      'Pump panels, starters and VFDs',
      'New services and service upgrades for wells',
      'Phase-loss and surge protection for motors',
      '24/7 response during irrigation season',
    ],
    image: fieldArt.wellPump,
    imageSide: 'left',
    tone: 'offwhite',
  },
  {
    kind: 'features',
    id: 'rates',
    eyebrow: 'Ag rates',
    heading: 'Pay the right rate for every pump',
    intro:
      'Agricultural accounts are billed very differently from homes. Before we design anything, we read your meters and rate schedules and look for savings that cost nothing to install.',
    columns: 3,
    items: [
      {
        icon: 'bill',
        title: 'PG&E AG schedules',
        text: 'Most PG&E pumping accounts sit on one of the AG schedules (AG-A, AG-B, AG-C and their options), each with different demand charges and time-of-use periods. The right one depends on motor size and when you pump.',
      },
      {
        icon: 'clock',
        title: 'Pumping off-peak',
        text: 'Peak hours run late afternoon into the evening. Moving sets to night and morning, with timers or remote control on the panel, is often the cheapest saving on the ranch.',
      },
      {
        icon: 'gauge',
        title: 'Demand charges',
        text: 'Starting several large motors at once sets an expensive monthly peak. Staggered starts, soft starters and drives keep the peak down without cutting the water you deliver.',
      },
      {
        icon: 'tractor',
        title: 'SCE pumping accounts',
        text: 'In SCE territory, agricultural and pumping accounts have their own time-of-use rates. We compare your options with twelve months of your data, not a sample customer.',
      },
      {
        icon: 'sun',
        title: 'Solar on the right meter',
        text: 'Under the Net Billing Tariff, the value of solar depends on which meters it offsets and when they run. We model each meter separately before we size an array.',
      },
      {
        icon: 'battery',
        title: 'Storage where it pays',
        text: 'A battery can carry a pump through the peak window or shave a demand spike. We recommend one only when your interval data shows it earns its keep.',
      },
    ],
  },
  {
    kind: 'features',
    id: 'aggregation',
    eyebrow: 'Aggregation',
    heading: 'One array, many meters',
    intro:
      'A typical ranch has a meter on every well, booster and shop, spread across several parcels. Net energy metering aggregation lets one well-placed solar array credit several of those meters instead of a small array at every pump.',
    tone: 'sand',
    columns: 3,
    items: [
      {
        icon: 'pin',
        title: 'Same or adjacent parcels',
        text: 'The meters must be on the parcel with the array or on parcels next to it that you own or lease, and served by the same utility. We map meters and parcels before anything else.',
      },
      {
        icon: 'balance',
        title: 'Credits shared by the rules',
        text: 'The tariff limits the array size relative to the combined load and sets how credits are allocated across meters. We check what qualifies under the current rules for your utility.',
      },
      {
        icon: 'bill',
        title: 'Each meter keeps its own charges',
        text: 'Every aggregated meter still pays its fixed and non-bypassable charges, so we show the savings meter by meter, not only as one total that hides the small ones.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'about',
    eyebrow: 'Who we are',
    heading: 'A Kern County company that started by wiring pumps',
    paragraphs: [
      'Pumps and shops around Bakersfield are where our electricians learned the trade, and farms are still a big part of our work. Our crews know almonds, pistachios, citrus, grapes and row crops, the dust that comes with them, and what a lost day of irrigation costs. We build farm systems to last as long as the orchard.',
    ],
    image: fieldArt.crew,
    imageSide: 'right',
    action: { label: 'More About Us', href: '/about' },
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Farm solar and electrical questions',
    tone: 'offwhite',
    groups: [
      {
        title: 'Agriculture',
        items: [
          {
            question: 'Can one solar array cover several pump meters?',
            answer:
              "Often, yes. Through aggregation, one array can credit several meters on the same or adjacent parcels you own or lease, within the utility's limits. We map your meters and parcels first and show the savings for each one.",
          },
          {
            question: 'Will a VFD save money on my well?',
            answer:
              'It depends on how the system runs. Drives save the most where pressure demand changes, such as several drip blocks on one pump, and less on a pump that runs at one steady point. We look at your pump test and usage before recommending one.',
          },
          {
            question: 'Can we farm or graze under the panels?',
            answer:
              'With an agrivoltaic design, yes. Panels are raised and rows spaced for your equipment or for sheep grazing, and wiring is protected from animals and implements. It costs more per watt than a standard ground mount, so we price both for you to compare.',
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Get a free farm energy review',
    text: `Leave your details and a farm specialist will call back within ${callbackPeriod.en} to collect your meter numbers and rate schedules and arrange a walk of your pumps and land.`,
    points: ['Rate review for every meter', 'Solar and aggregation options priced', 'Pump and panel inspection'],
  },
];

export const agricultureMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Agricultural Electrical and Solar',
  title: 'Farm Solar and Pump Electrical in Kern County',
  description:
    'Farm solar and electrical in the San Joaquin Valley: arrays and agrivoltaics, well pumps and VFDs, AG rate reviews, NEM aggregation and 24/7 pump service.',
  keywords: ['agricultural solar', 'agrivoltaics', 'well pump electrician', 'PG&E AG rates', 'NEM aggregation', 'Kern County farms'],
};

/** The page as its route renders it (src/routes/$locale/services/agriculture.tsx). */
export const page: Page = { meta: agricultureMeta, blocks: withTownLinks(agricultureBlocks) };
