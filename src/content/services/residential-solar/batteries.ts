import { endDate, incentiveSentences } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

/**
 * Spec section 2, "Batteries": NEM 3.0 savings, outage protection, Powerwall 3, Bakersfield,
 * the three named brands, FAQ of 3, form. Brands are products we install, never partners.
 */
export const batteriesBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Home Energy · Batteries',
    heading: 'Home batteries for NEM 3.0 savings and outage backup',
    lead: 'A home battery stores the solar your roof makes at noon and gives it back between 4 and 9\u00a0p.m., when power costs the most. When PG&E or SCE cuts the power, it keeps your lights, fridge, internet and well pump running.',
    image: img.batteryWall,
    actions: [{ label: 'Get a Free Quote', href: '/contact' }],
  },
  {
    kind: 'split',
    id: 'nem3',
    eyebrow: 'NEM 3.0 savings',
    heading: 'Under NEM 3.0, the battery is where the savings are',
    paragraphs: [
      'On the Net Billing Tariff, the credit for solar you export at midday is on average about three quarters lower than it was under NEM 2.0. Without a battery, much of your surplus solar is sold cheap and bought back at a high price.',
      'A battery changes that. It charges from your panels while the sun is up and runs the house through the 4-9\u00a0p.m. peak. A 13.5\u00a0kWh battery carries lights, fridge, fans and electronics through that peak; with central air running on a hot evening it covers part of it. Together with solar, that is how a home gets the most out of NEM 3.0, and your proposal shows the hours and the savings for your own home.',
    ],
    bullets: [
      'Charges from surplus solar, not from the grid',
      'Runs the house through the 4-9\u00a0p.m. peak',
      'Programmed for your PG&E or SCE rate plan',
    ],
    image: img.wholeHome,
    imageSide: 'left',
  },
  {
    kind: 'split',
    id: 'outage',
    eyebrow: 'Outage protection',
    heading: 'Keep the lights on through shutoffs and heat waves',
    paragraphs: [
      'When fire weather brings high winds, PG&E and SCE switch off lines in Public Safety Power Shutoffs (PSPS). In Kern County that hits Tehachapi, Frazier Park and the Kern River Valley hardest, sometimes for two or three days. On the Valley floor the risk is heat: in heat waves, overloaded transformers fail and whole streets go dark.',
      'A battery switches your home over in a fraction of a second. With solar it recharges every morning, and essential loads can run through a multi-day shutoff. We set up a backup panel for the circuits that matter: fridge, freezer, lights, internet, well pump, garage door, and CPAP or oxygen equipment.',
    ],
    bullets: [
      'Automatic switchover, no generator fuel or noise',
      'Recharges from solar during a long shutoff',
      'Essential circuits chosen with you',
    ],
    image: img.outage,
    tone: 'offwhite',
  },
  {
    kind: 'split',
    id: 'powerwall-3',
    eyebrow: 'Tesla Powerwall 3',
    heading: 'Powerwall 3: battery and solar inverter in one box',
    paragraphs: [
      'Tesla Powerwall 3 stores 13.5\u00a0kWh and delivers up to 11.5\u00a0kW of continuous power, enough in many homes to run central air alongside the rest of the house during an outage. Its built-in solar inverter lets the panels connect to the battery directly, so a new system needs one less box on the wall.',
      'We install Powerwall 3 with new solar systems and alongside many existing ones. We are not a Tesla store: we recommend it when it fits your home.',
    ],
    bullets: [
      '13.5\u00a0kWh of storage, 11.5\u00a0kW continuous power',
      'Built-in solar inverter for new systems',
      'Expandable with additional battery units',
    ],
    image: img.ranchSolar,
    imageSide: 'left',
  },
  {
    kind: 'features',
    id: 'brands',
    eyebrow: 'Batteries we install',
    heading: 'Three proven batteries, matched to your system',
    intro:
      'We install all three and are not tied to any of them. The right one depends on your existing equipment, how much backup you want and where it will hang.',
    tone: 'sand',
    columns: 3,
    items: [
      {
        icon: 'battery',
        title: 'Tesla Powerwall 3',
        text: 'Our usual choice for new systems with whole-home backup: battery and inverter in one unit.',
      },
      {
        icon: 'bolt',
        title: 'Enphase IQ Battery 5P',
        text: 'Modular 5\u00a0kWh units that stack to the size you need. The natural fit for homes that already have Enphase microinverters, and for smaller wall spaces.',
      },
      {
        icon: 'shield',
        title: 'FranklinWH aPower',
        text: '13.6\u00a0kWh per unit, AC-coupled through its aGate controller, so it can join existing solar from most manufacturers without touching the panels.',
      },
    ],
  },
  {
    kind: 'text',
    id: 'incentives',
    eyebrow: 'Incentives',
    heading: 'SGIP: check before you count on it',
    paragraphs: [
      incentiveSentences.sgipBrief,
      `There is no federal tax credit for a battery you own any more: the residential clean energy credit ended for batteries installed after ${endDate(incentives.fed25d)}. If a battery comes with a solar lease or PPA, the lessor may claim a business credit for it; ask how much of that reaches your payment.`,
    ],
  },
  {
    kind: 'split',
    id: 'bakersfield',
    eyebrow: 'Bakersfield',
    heading: 'Installed for Bakersfield heat, permitted in Bakersfield',
    paragraphs: [
      'A garage in Bakersfield can pass 110\u00a0°F in July, and lithium batteries lose output or shut down when they overheat. We mount batteries out of direct afternoon sun, on a north or east wall where we can, with the clearances the fire code asks for.',
      'Our crews install batteries from Rosedale and Seven Oaks to Oildale and East Bakersfield, and out to Shafter, Wasco, Delano and Arvin. We handle the City of Bakersfield or Kern County permit, the PG&E or SCE interconnection and the inspection.',
    ],
    bullets: [
      'Placement planned for summer heat',
      'Permit, interconnection and inspection handled',
      'Local service from our Bakersfield office',
    ],
    image: img.van,
    tone: 'offwhite',
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'Questions',
    heading: 'Home battery questions',
    groups: [
      {
        title: 'Batteries',
        items: [
          {
            question: 'How long will a battery power my home during an outage?',
            answer:
              'It depends on what you run. A 13.5\u00a0kWh battery keeps essentials (fridge, lights, internet, fans and a well pump) running for one to two days on its own. With solar, it recharges every morning, so essentials can run through a multi-day PSPS shutoff. Central air uses far more: expect a few hours of cooling per full battery, which is why we size backup circuits with you.',
          },
          {
            question: 'Is a battery worth it if I am still on NEM 2.0?',
            answer:
              'On NEM 2.0 your exports still earn near-retail credits, so a battery saves less on the bill than under NEM 3.0. Its main value is backup during shutoffs and heat-wave outages, plus some savings from shifting solar into the 4-9\u00a0p.m. peak. We run the numbers for your home before you decide.',
          },
          {
            question: 'Can you add a battery to the solar I already have?',
            answer:
              'Usually, yes, even if another company installed your system. AC-coupled batteries such as the FranklinWH aPower connect beside your existing inverter, and the Enphase IQ Battery 5P joins an Enphase microinverter system directly. Adding a battery normally does not move you off NEM 2.0. We check your panel, inverter and interconnection agreement first.',
          },
        ],
      },
    ],
  },
  sourcesBlock([incentives.nbt, incentives.sgip, incentives.fed25d]),
  {
    kind: 'cta',
    id: 'batteries-cta',
    heading: 'See what a battery would save you',
    text: 'Send us your last true-up statement or 12 months of usage. We will show the evening savings, the backup hours and whether any SGIP budget is open to your home.',
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
  { kind: 'estimate-offer', id: 'solar-estimate' },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Get a free battery estimate',
    text: `Check Adding Batteries if you already have solar, or Solar/Batteries for a new system. An estimator will call within ${callbackPeriod.en}.`,
    points: [
      'Battery sized to your evening usage and backup needs',
      'SGIP checked: whether a budget is open to you',
      'Installation usually completed in one day',
    ],
  },
];

export const batteriesMeta: PageMeta = {
  modifiedTime: '2026-11-26',
  service: 'Home Battery Installation',
  title: 'Home Batteries: Powerwall 3, Enphase, FranklinWH',
  description:
    'Batteries that store solar for the 4-9 p.m. peak under NEM 3.0 and keep power on through PSPS shutoffs and heat-wave outages. SGIP status checked for you.',
  keywords: ['home battery storage', 'Powerwall 3 installation', 'SGIP battery rebate', 'PSPS backup power'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/batteries.tsx). */
export const page: Page = { meta: batteriesMeta, blocks: withTownLinks(batteriesBlocks) };
