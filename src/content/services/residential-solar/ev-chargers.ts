import { endDate } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { charging, milesPerHour } from '@/content/facts/charging';
import { callbackPeriod } from '@/content/callback';

/** Spec section 2, "EV chargers": four benefit cards, FAQ of 3, form. */
export const evChargersBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Home Energy · EV chargers',
    heading: 'Home EV charger installation, done to code in a day',
    lead: `A Level 2 charger on its own 240\u00a0V circuit adds about ${milesPerHour(charging.level2on40)} miles of range for every hour it charges (up to about ${charging.level2on60.value.high} on a 60\u00a0A circuit, if your car accepts that much), so your car is full every morning. We check your panel, pull the permit and install it, usually in a single visit.`,
    image: img.evCharger,
    actions: [{ label: 'Get a Free Quote', href: '/contact' }],
  },
  {
    kind: 'features',
    id: 'benefits',
    eyebrow: 'Why charge at home',
    heading: 'Four reasons to charge in your own garage',
    intro:
      'Public fast chargers are for road trips. For the daily drive to work, school or the field office, the cheapest and easiest charger is the one in your garage.',
    tone: 'offwhite',
    columns: 4,
    items: [
      {
        icon: 'savings',
        title: 'Cost savings',
        text: 'Charging at home off-peak, or from your own solar, usually costs less per mile than gasoline; your quote shows the math at your own rate.',
      },
      {
        icon: 'leaf',
        title: 'Environmental impact',
        text: 'The San Joaquin Valley has some of the worst ozone and particle levels in the country. Every mile driven on electricity, especially solar-made, is a mile without tailpipe exhaust on our roads.',
      },
      {
        icon: 'clock',
        title: 'Convenience',
        text: 'Plug in when you get home and leave with a full battery. No detours to public chargers, no waiting in line on a 105-degree afternoon.',
      },
      {
        icon: 'growth',
        title: 'Increased home value',
        text: 'A permitted 240\u00a0V circuit and charger in the garage is a feature buyers look for, and a listing can say so. It also readies the house for the next car.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'install',
    eyebrow: 'What the installation includes',
    heading: 'The right circuit for your car and your panel',
    paragraphs: [
      'Most chargers run on a 40 to 60\u00a0A circuit. Before we recommend one, we do a load calculation on your main panel. If it has room, the charger goes on a dedicated breaker with copper wiring sized for continuous load. If it does not, we can fit a load-managed charger that slows down while the air conditioner runs, or upgrade the panel from 100\u00a0A to 200\u00a0A.',
      'We install hardwired wall chargers and NEMA 14-50 outlets for plug-in units, inside the garage or outdoors on a weather-rated mount. The permit comes from the City of Bakersfield or Kern County, and we meet the inspector.',
    ],
    bullets: [
      'Load calculation before anything is bought',
      'Dedicated 240\u00a0V circuit, permit and inspection included',
      'Chargers from any major brand, or the one that came with your car',
      'Most installs done in one visit',
    ],
    image: img.mainPanel,
    imageSide: 'left',
  },
  {
    kind: 'split',
    id: 'solar-charging',
    eyebrow: 'Charging from the sun',
    heading: 'Pair your charger with solar and a battery',
    paragraphs: [
      "A typical EV driven 12,000 miles a year adds 3,000 to 4,000\u00a0kWh to your household use, which can be more than a third of a Valley home's annual consumption. If you already have solar, the new load often shows up as a bigger true-up bill.",
      'We size the fix with you: a few more panels, a battery that stores midday solar for evening charging, or a rate plan that rewards charging outside the 4-9\u00a0p.m. peak. Both PG&E and SCE offer time-of-use plans built for EV owners.',
    ],
    image: img.homeEnergy,
    action: { label: 'Explore system upgrades', href: '/services/residential-solar/system-upgrades' },
    tone: 'sand',
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'Questions',
    heading: 'EV charger questions',
    groups: [
      {
        title: 'EV chargers',
        items: [
          {
            question: 'Do I need a Level 2 charger, or is a regular outlet enough?',
            answer: `A standard 120\u00a0V outlet adds only ${milesPerHour(charging.level1)} miles of range per hour, enough if you drive under 30 miles a day. For longer commutes, such as Bakersfield to Delano or Tehachapi, a Level 2 charger on a 40\u00a0A circuit adds about ${milesPerHour(charging.level2on40)} miles per hour and refills a typical daily drive in two or three hours overnight.`,
          },
          {
            question: 'Will I need a main panel upgrade?',
            answer:
              'Not always. Many 200\u00a0A panels can take a 40 or 50\u00a0A charger circuit without changes. A 100\u00a0A panel with central air often cannot. Our load calculation tells you which case you are in. If space is tight, a load-managed charger or a smaller circuit may avoid the upgrade altogether.',
          },
          {
            question: 'How long does installation take, and what does it cost?',
            answer: `A typical garage install close to the panel takes half a day to one day, plus the permit and inspection. The price depends mostly on the distance from the panel to the charger and whether the panel needs work. After our free site visit, you get a fixed written price. There is no federal tax credit to take off it: the charger credit (section ${incentives.fed30c.code} of the federal tax code) ended for chargers placed in service after ${endDate(incentives.fed30c)}, and we count no rebate in your price unless it is confirmed for your address.`,
          },
        ],
      },
    ],
  },
  sourcesBlock([incentives.fed30c, incentives.nbt, charging.level2on40]),
  {
    kind: 'cta',
    id: 'ev-cta',
    heading: 'Ready to charge at home?',
    text: 'Tell us your car, where you park it and how old your panel is. We will recommend the right circuit and charger, with a fixed price.',
    action: { label: 'Call Us Today', href: '/contact' },
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Get a free EV charger estimate',
    text: `Leave your details and an estimator will call within ${callbackPeriod.en}. If you are adding solar or a battery too, check those boxes and we will plan it all together.`,
    points: ['A load calculation on your main panel', 'A fixed written price before any work starts', 'Permit and inspection included'],
  },
];

export const evChargersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'EV Charger Installation',
  title: 'Home EV Charger Installation in Bakersfield',
  description:
    'Level 2 EV chargers on a dedicated 240 V circuit, with load calculation, permit and inspection included. Pair with solar and a battery to charge for less.',
  keywords: ['EV charger installation', 'Level 2 charger Bakersfield', 'home EV charging', 'NEMA 14-50 outlet'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/ev-chargers.tsx). */
export const page: Page = { meta: evChargersMeta, blocks: withTownLinks(evChargersBlocks) };
