import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

export const remodelsBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Commercial Remodels',
    heading: 'Electrical remodeling for buildings that stay open',
    lead: 'Tenant improvements, lighting retrofits, service upgrades and fleet EV charging in occupied offices, shops, clinics and warehouses. We plan every shutdown with you, work around your hours and leave the space cleaner than we found it.',
    image: commercialArt.mainPanel,
    actions: [
      { label: 'Request a Consultation', href: '/contact' },
      { label: 'How we work', href: '/services/commercial-electric/our-process' },
    ],
  },
  {
    kind: 'features',
    id: 'services',
    eyebrow: 'Electrical remodeling services',
    heading: 'What we remodel',
    intro:
      'Small or large, every remodel starts with the existing system: what is there, what it can carry and what the inspector will want brought up to current code once the walls are open.',
    columns: 3,
    items: [
      {
        icon: 'briefcase',
        title: 'Tenant improvements',
        text: 'New layouts for offices, medical suites, restaurants and retail: demolition of old circuits, new branch wiring, dedicated circuits for equipment, data rough-in and a panel schedule that matches the walls.',
      },
      {
        icon: 'idea',
        title: 'Title 24 lighting and controls (California’s building energy code)',
        text: 'LED retrofits with the occupancy sensors, daylight zones, multi-level dimming and demand-response controls the Energy Code requires when lighting is altered, plus the acceptance testing the inspector signs off.',
      },
      {
        icon: 'gauge',
        title: 'Panel and service upgrades',
        text: 'Replacing obsolete or overloaded panels and switchboards, adding subpanels for new equipment, and upsizing the service with the utility when a remodel, solar or chargers push past what the building has.',
      },
      {
        icon: 'charger',
        title: 'EV charging for fleets',
        text: 'Level 2 for overnight depot charging, DC fast charging where routes demand it, and load management that keeps a row of chargers from setting a new demand peak every evening.',
      },
      {
        icon: 'shield',
        title: 'Code and safety corrections',
        text: 'Findings from an insurance survey, a fire marshal visit or an infrared scan: missing covers, overheated lugs, ungrounded circuits and mislabeled breakers, fixed and documented.',
      },
      {
        icon: 'factory',
        title: 'Equipment moves and additions',
        text: "New compressors, kitchen lines, kilns, welders and production machines: power, disconnects and controls installed to the manufacturer's nameplate, ready for start-up.",
      },
    ],
  },
  {
    kind: 'steps',
    id: 'occupied',
    eyebrow: 'Working in occupied buildings',
    heading: 'How we keep your business running during the work',
    tone: 'offwhite',
    steps: [
      {
        title: 'Survey what is really there',
        text: 'We trace circuits, test the existing gear and photograph the panels before we price, so the remodel does not stop the day we find an unlabeled feeder.',
      },
      {
        title: 'Agree the shutdown plan',
        text: 'Every outage is listed with a date, a time window and the areas affected, agreed with you before the job starts. Nights and weekends are normal for us.',
      },
      {
        title: 'Work in phases',
        text: 'One area at a time, dust barriers up, walkways clear, temporary power for anything that must keep running, and the site swept at the end of every shift.',
      },
      {
        title: 'Inspect, label and hand over',
        text: 'Final inspection, Title 24 acceptance forms where required, typed panel schedules and as-built notes, so the next electrician knows exactly what we did.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'fleet',
    eyebrow: 'Fleet EV charging',
    heading: 'Charging for delivery vans, service trucks and staff cars',
    paragraphs: [
      'Most fleets can charge overnight on Level 2 without a new service, if the chargers share the available capacity instead of all drawing full power at once. We measure your load, size the chargers to your routes and let managed charging do the rest. When a service upgrade is unavoidable, we handle the utility application and the make-ready work.',
      'Chargers pair naturally with a solar carport: the canopy shades the vehicles in July, the panels offset daytime charging and the conduit is already in the columns.',
    ],
    bullets: [
      'Load study before any charger is chosen',
      'Networked chargers with per-driver reporting',
      'Utility make-ready and rebate paperwork handled',
    ],
    image: commercialArt.carportArray,
    imageSide: 'right',
    action: { label: 'See commercial solar', href: '/services/commercial-electric/solar' },
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Remodel questions',
    groups: [
      {
        title: 'Commercial remodels',
        items: [
          {
            question: 'Does a lighting retrofit trigger Title 24?',
            answer:
              'Usually, yes. When you alter or replace enough of the lighting in a space, the Energy Code requires current controls for the altered area, such as occupancy sensing, multi-level control and daylighting zones near windows. We tell you at the walk-through what your project triggers and include the acceptance testing in the price.',
          },
          {
            question: 'How do I know if my building needs a service upgrade?',
            answer:
              'We read twelve months of demand data and add the new loads you are planning. If the total stays inside what the service and main gear can safely carry, we avoid the upgrade; many buildings have more room than people think. If not, we size the upgrade once for everything on your list, including future chargers or solar.',
          },
          {
            question: 'Can the work happen after hours?',
            answer:
              'Yes. Most of our remodel shutdowns happen at night or on weekends, and we regularly work in restaurants, clinics and stores that cannot close during the day. The schedule is in writing before we start.',
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Plan your remodel with an electrician first',
    text: `Bring us in before the layout is final and you avoid the most expensive surprises. Leave your details and a commercial estimator calls back within ${callbackPeriod.en}.`,
    points: ['Free walk-through of the space', 'Written shutdown plan', 'Title 24 paperwork included'],
  },
];

export const remodelsMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Remodel Electrical',
  title: 'Commercial Remodels and Tenant Improvements',
  description:
    'Electrical remodels for occupied buildings in Kern County: tenant improvements, Title 24 lighting and controls, service upgrades and fleet EV charging.',
  keywords: ['commercial electrical remodel', 'tenant improvements Bakersfield', 'Title 24 lighting', 'fleet EV charging'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/remodels.tsx). */
export const page: Page = { meta: remodelsMeta, blocks: withTownLinks(remodelsBlocks) };
