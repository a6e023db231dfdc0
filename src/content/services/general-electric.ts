import { site, telHref } from '@/shared/site';
import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from './field-images';
import { towns } from '@/shared/places/towns';
import { driveTime } from '@/content/topics/places';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

// The farthest town we serve, for the honest upper end of the drive (places/towns.ts has the estimates).
const farthest = towns.reduce((a, b) => (b.driveMinutes > a.driveMinutes ? b : a));

export const generalElectricBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'General & Emergency Electric',
    heading: 'General and emergency electrical service, 24/7',
    lead: 'Sparking outlet, dead circuit, burnt meter socket or a main that will not reset: call any hour, any day, and a licensed electrician drives out from our Bakersfield office. For everything that is not an emergency, we do the upgrades, rewiring and lighting that keep homes and businesses safe.',
    image: fieldArt.serviceVan,
    actions: [
      { label: `Call ${site.phone.display}`, href: telHref },
      { label: 'Get a Free Quote', href: '/contact' },
    ],
    phone: false,
  },
  {
    kind: 'features',
    id: 'emergency',
    eyebrow: '24/7 emergency service',
    heading: 'Call us right away if you notice any of these',
    intro:
      'If there is fire or smoke, call 911 first. If a power line is down or the problem is on the utility side of the meter, stay clear and call PG&E or SCE. For everything inside your walls and panel, call us.',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'emergency',
        title: 'Burning smell or scorch marks',
        text: 'Heat at an outlet, switch or panel means a failing connection. Switch off the breaker if it is safe to reach, and call.',
      },
      {
        icon: 'bolt',
        title: 'Sparks, buzzing or flickering',
        text: 'Arcing inside a panel or device can start a fire in the wall. A flickering house can also mean a loose neutral that damages electronics.',
      },
      {
        icon: 'gauge',
        title: 'Breakers that will not stay on',
        text: 'A breaker that trips again on reset is protecting you from a fault. Do not force it; we find the fault and fix it.',
      },
      {
        icon: 'house',
        title: 'Half the building is dead',
        text: 'Lights dim on one side and brighten on the other, or half the circuits are out: often a lost leg or neutral at the service, and urgent.',
      },
      {
        icon: 'heat',
        title: 'No power in a heat wave',
        text: 'Air conditioning down in July is a health risk for older people and anyone on medical equipment. We prioritize those calls.',
      },
      {
        icon: 'shield',
        title: 'Storm, water or vehicle damage',
        text: 'Water in a panel, a meter pulled off the wall, a pole hit by a truck: we make it safe, then repair it and coordinate with the utility.',
      },
    ],
  },
  {
    kind: 'steps',
    id: 'when-you-call',
    eyebrow: 'When you call',
    heading: 'What happens after you dial',
    steps: [
      {
        title: 'A person answers',
        text: 'Day or night, our 24/7 line reaches a real dispatcher, not a voicemail box. Tell them what you see, hear or smell.',
      },
      {
        title: 'Safety first, over the phone',
        text: 'The dispatcher tells you what to switch off and what to leave alone while the crew is on the way.',
      },
      {
        title: 'A crew on the road',
        text: 'The nearest licensed electrician drives out with a stocked truck. You get a call when they are twenty minutes away.',
      },
      {
        title: 'Make safe, then repair',
        text: 'First the hazard is removed. Then you get a price for the permanent fix, and most repairs are finished on the same visit.',
      },
    ],
  },
  {
    kind: 'cta',
    id: 'emergency-cta',
    heading: 'Electrical emergency? Call now, any hour.',
    text: 'A licensed electrician on call 24 hours a day, 7 days a week, and an honest arrival time when you call. For non-urgent work, send us a message instead.',
    action: { label: 'Contact Us Today', href: '/contact' },
  },
  {
    kind: 'features',
    id: 'services',
    eyebrow: 'General electrical',
    heading: 'Everyday electrical work, done to code',
    columns: 3,
    items: [
      {
        icon: 'gauge',
        title: 'Panel upgrades',
        text: 'From 100 A to 200 A for homes adding air conditioning, EV chargers or solar, and replacement of older panels with known breaker failures. Permit and utility coordination included.',
      },
      {
        icon: 'cable',
        title: 'Rewiring',
        text: 'Replacing ungrounded two-wire circuits, cloth-insulated wire and aluminum branch wiring in older homes, room by room, with the walls patched behind us.',
      },
      {
        icon: 'idea',
        title: 'Lighting',
        text: 'LED fixtures, recessed and under-cabinet lighting, dimmers, exterior and security lighting, and parking-lot lights for businesses.',
      },
      {
        icon: 'shield',
        title: 'Surge protection',
        text: 'Whole-building surge protection at the panel, now required on new and replaced home services, to protect the electronics inside every appliance.',
      },
      {
        icon: 'checklist',
        title: 'Inspections',
        text: 'Safety inspections for buyers, sellers, landlords and insurers, with infrared scanning of the panel and a written report that ranks every finding.',
      },
      {
        icon: 'wrench',
        title: 'Circuits, outlets and repairs',
        text: 'Dedicated circuits for shops, spas and appliances, GFCI and AFCI protection, generator inlets and transfer switches, and everyday repairs.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'panels',
    eyebrow: 'Panel upgrades',
    heading: 'Most Valley homes have outgrown their panel',
    paragraphs: [
      'Many Bakersfield homes were built with 100-amp services sized for a swamp cooler and an electric range. Add central air, an EV charger, a pool pump or solar, and that panel runs hot through every summer afternoon. We calculate your real load first; sometimes a load-management device avoids the upgrade entirely.',
      'When you do need one, we pull the permit, coordinate the disconnect and reconnect with PG&E or SCE, and usually have you back on power the same day.',
    ],
    bullets: ['Load calculation before any upgrade', 'Permit, inspection and utility coordination', 'Usually done in a single day on site'],
    image: fieldArt.mainPanel,
    imageSide: 'right',
    tone: 'sand',
    action: { label: 'Get an Upgrade', href: '/contact' },
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'General and emergency questions',
    groups: [
      {
        title: 'General and emergency electric',
        items: [
          {
            question: 'Do you really answer at night and on weekends?',
            answer: `Yes. Our emergency line is staffed 24/7, including holidays, and a licensed electrician drives out from Bakersfield. Across town that is up to half an hour; ${farthest.name} is ${driveTime(farthest.driveMinutes)} away by road, by our estimate, and the dispatcher tells you the estimate for your address. Emergency visits outside business hours carry an after-hours rate, which the dispatcher tells you before the crew rolls.`,
          },
          {
            question: 'Should I call the utility or an electrician?',
            answer:
              'Call PG&E or SCE for downed lines, a neighborhood outage or damage on the utility side of the meter. Call us for anything from the meter socket inward: the panel, breakers, wiring, outlets and fixtures. If you are unsure, call us and we will tell you.',
          },
          {
            question: 'Do I need a permit for a panel upgrade?',
            answer:
              'Yes. A service or panel change needs a permit and an inspection, and the utility has to disconnect and reconnect the service. We handle the permit, schedule the inspection and coordinate with the utility as part of the price.',
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Request non-emergency electrical work',
    text: `For planned upgrades, rewiring, lighting or an inspection, leave your details and we will call back within ${callbackPeriod.en}. For an emergency, please call instead.`,
    points: ['Work done under our C-10 license', 'Upfront price before work starts', 'Permits and inspections handled'],
  },
];

export const generalElectricMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Electrical Repair and Emergency Service',
  title: '24/7 Emergency Electrician in Bakersfield',
  description:
    'A 24/7 emergency electrician in Bakersfield, plus panel upgrades, rewiring, lighting, surge protection and inspections for homes and businesses.',
  keywords: [
    'emergency electrician Bakersfield',
    '24/7 electrician',
    'panel upgrade',
    'rewiring',
    'surge protection',
    'electrical inspection',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/general-electric.tsx). */
export const page: Page = { meta: generalElectricMeta, blocks: withTownLinks(generalElectricBlocks) };
