import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from './field-images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

export const oilGasBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Oil & Gas',
    heading: 'Bakersfield oilfield electricians, on call around the clock',
    lead: 'A well that is not pumping is not producing. Our oilfield crews keep pumpjack motors, VFDs, field disconnects and lease power running across the Kern County fields, with a crew on call day or night.',
    image: fieldArt.pumpjack,
    actions: [{ label: 'Request Oilfield Service', href: '/contact' }],
  },
  {
    kind: 'text',
    id: 'intro',
    eyebrow: 'Kern County fields',
    heading: 'Oilfield wiring is its own trade, and our field crews practice it',
    paragraphs: [
      'From the Kern River and Kern Front fields north of Oildale to Midway-Sunset, Belridge, Lost Hills and the Westside around Taft and Maricopa, oilfield electrical work is its own trade. Equipment sits in dust and 110 °F heat, loads start and stop every few seconds, and wiring near wellheads and tanks has to meet hazardous-location rules that most commercial electricians rarely see.',
      'Our oilfield electricians carry that experience to every callout. They arrive with stocked trucks, their own fall-protection and arc-rated gear, and the habit of writing down what they found, so your production engineer gets a clear ticket instead of a guess.',
    ],
  },
  {
    kind: 'features',
    id: 'services',
    eyebrow: 'What we do in the field',
    heading: 'Oilfield electrical services',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'gauge',
        title: 'Pumpjack motors and VFDs',
        text: 'Motor replacement, starters and variable frequency drives for rod-pump units. A drive with pump-off control matches strokes to fluid level, eases the start on gearboxes and rods, and cuts energy use.',
      },
      {
        icon: 'shield',
        title: 'Field disconnects',
        text: 'Fused and non-fused disconnects at each well, in enclosures rated for dust and washdown, labeled so an operator can isolate a unit without guessing.',
      },
      {
        icon: 'fuel',
        title: 'Class I, Division 2 wiring',
        text: 'Hazardous-location wiring around wellheads, separators and tank vents: rated fittings and luminaires, conduit seals at classified boundaries and installations that match your area classification drawings.',
      },
      {
        icon: 'factory',
        title: 'Tank battery and lease electrical',
        text: 'Power distribution across the lease, transfer pumps, heater-treater controls, lighting, and the overhead and underground lines that tie the wells together.',
      },
      {
        icon: 'cable',
        title: 'Controls and automation power',
        text: 'Clean, protected power and grounding for pump-off controllers, RTUs, radios and flow meters, so your SCADA data keeps coming in after the next dust storm.',
      },
      {
        icon: 'wrench',
        title: 'Preventive maintenance',
        text: 'Scheduled infrared scans, torque checks and insulation tests on motors and gear, with a report that ranks findings by risk so you fix what matters first.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'callouts',
    eyebrow: '24/7 callouts',
    heading: 'Down at 2 a.m.? A crew is on call.',
    paragraphs: [
      'Our 24/7 line is answered by a person who takes the lease name, the well and what the pumper is seeing, then dispatches the nearest crew. Trucks carry common motor starters, contactors, fuses, breakers and drive spares, so most callouts end with the unit running rather than a parts order.',
      'Operators with a service account get priority dispatch, agreed rates and callout tickets that match their own well numbering.',
    ],
    bullets: [
      'Answered live, 24 hours a day, 7 days a week',
      'Stocked trucks based in Bakersfield',
      'Written ticket with photos after every callout',
    ],
    image: fieldArt.serviceVan,
    imageSide: 'left',
  },
  {
    kind: 'features',
    id: 'safety',
    eyebrow: 'Safety',
    heading: 'Safety is the first line of every job ticket',
    intro: 'Nobody on a lease is faster than the rules allow. Our crews work to the same standards your safety department audits against.',
    tone: 'sand',
    columns: 4,
    items: [
      {
        icon: 'hardhat',
        title: 'OSHA',
        text: 'Work practices to OSHA electrical and lockout/tagout standards, with trained and qualified electricians doing the energized work.',
      },
      {
        icon: 'emergency',
        title: 'NFPA 70E',
        text: 'Arc-flash risk assessment, energized work permits where required, and arc-rated PPE matched to the labeled incident energy.',
      },
      {
        icon: 'checklist',
        title: 'Site orientation',
        text: 'Your site-specific orientation, H2S awareness, job safety analysis at the truck and a stop-work right for every crew member.',
      },
      {
        icon: 'permit',
        title: 'Documentation',
        text: 'Training records, equipment inspection logs and our safety statistics, ready for your contractor-management system on request.',
      },
    ],
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Oilfield electrical questions',
    groups: [
      {
        title: 'Oil and gas',
        items: [
          {
            question: 'Is a VFD worth it on a rod-pump well?',
            answer:
              'On most wells with variable inflow, yes. The drive slows the unit when the well pumps off instead of running dry, which saves energy and reduces rod, tubing and gearbox wear, and its soft start cuts the current spike on every start. We can trial one unit and compare energy and run-time data before you convert a lease.',
          },
          {
            question: 'Do you work in classified hazardous locations?',
            answer:
              'Yes. Our crews install and repair wiring in Class I, Division 2 areas around wellheads, separators and tank batteries, using rated equipment and conduit seals at the classified boundaries. If your area classification drawings are out of date, we flag it so your engineer can update them.',
          },
          {
            question: 'How fast can you get to a remote lease?',
            answer:
              'A crew leaves our Bakersfield yard as soon as you call, at any hour, so arrival is the drive to your lease: well under an hour to the fields around Oildale, longer to the Westside and the desert. Service-account operators get priority dispatch, and we agree gate codes, contacts and access routes in advance so no time is lost at the fence.',
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Talk to our oilfield team',
    text: `For a unit that is down right now, call the 24/7 line. For planned work, VFD conversions or a service account, leave your details and we will call back within ${callbackPeriod.en}.`,
    points: ['Crews on call 24/7 from Bakersfield', 'Service accounts with agreed rates', 'OSHA and NFPA 70E safe work practices'],
  },
];

export const oilGasMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Oilfield Electrical Services',
  title: 'Oilfield Electricians for Kern County Leases',
  description:
    'Bakersfield oilfield electricians: pumpjack motors and VFDs, field disconnects, Class I Div 2 wiring and tank batteries. 24/7 callouts from our own yard.',
  keywords: [
    'oilfield electrician Bakersfield',
    'pumpjack VFD',
    'Class I Division 2 wiring',
    'lease electrical',
    'Kern County oil and gas',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/oil-gas.tsx). */
export const page: Page = { meta: oilGasMeta, blocks: withTownLinks(oilGasBlocks) };
