import { commercialCounties } from '@/content/service-area';
import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

export const newConstructionBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'New Construction',
    heading: 'Commercial electrical contractors for Kern County new construction',
    lead: 'Shell buildings, tilt-up warehouses, retail pads, ag shops and medical offices. We bid from your plans or design-build from a napkin sketch, wire it with our crews and hand you a building that passes inspection and energizes on schedule.',
    image: commercialArt.constructionSite,
    actions: [
      { label: 'Book a Free Job Walk', href: '/contact' },
      { label: 'Our process', href: '/services/commercial-electric/our-process' },
    ],
  },
  {
    kind: 'split',
    id: 'authority',
    eyebrow: 'Kern County authority',
    heading: 'Local crews where you are building',
    paragraphs: [
      'We have wired buildings in the industrial parks off Rosedale Highway and Seventh Standard Road, in the almond and pistachio country around Shafter and Wasco, and along the Highway 58 corridor out to Tehachapi. That local history shows up in the estimate: we know which jurisdictions want engineered drawings at what size, how long plan review is running this quarter, and what the utility service planner will ask for on a new three-phase service.',
      'It also shows up in the ground. Caliche under east Bakersfield slows trenching, summer roof temperatures push conductor derating, and blowing dust finds every unsealed enclosure. We price for those conditions up front instead of finding them in a change order.',
    ],
    bullets: ['Licensed C-10 electrical contractor', 'Long-standing relationships with local inspectors and utility planners'],
    image: commercialArt.roofArray,
    imageSide: 'right',
  },
  {
    kind: 'split',
    id: 'job-walk',
    eyebrow: 'The free job walk',
    heading: 'A real site visit before a real number',
    paragraphs: [
      'Plans never show everything. Before we bid, an estimator and the foreman who would run your job walk the lot with you or your general contractor. It costs nothing, takes about an hour, and it is why our bids hold up when the trenches are open.',
    ],
    bullets: [
      'Where the utility can bring service, and how far the transformer pad will be from the main switchboard',
      'Trench routes, existing underground and what the soil will do to the schedule',
      'Roof and parking layout for solar, now required on many new nonresidential buildings',
      'Long-lead gear to order early so the building is not waiting on a switchboard',
    ],
    image: commercialArt.crew,
    imageSide: 'left',
    tone: 'offwhite',
    action: { label: 'Book a Free Job Walk', href: '/contact' },
  },
  {
    kind: 'features',
    id: 'why-us',
    eyebrow: 'Why us',
    heading: 'Why general contractors and owners bring us back',
    columns: 3,
    items: [
      {
        icon: 'checklist',
        title: 'Bids you can build from',
        text: 'Line items, clear exclusions and alternates priced separately, so you compare like with like and know exactly what a change will cost.',
      },
      {
        icon: 'calendar',
        title: 'Gear ordered on time',
        text: 'Switchgear, transformers and large panelboards can take months. We flag them at bid time and release orders the day submittals are approved.',
      },
      {
        icon: 'idea',
        title: 'Value engineering that keeps the spec',
        text: 'Aluminum feeders where code and the engineer allow, smarter panel locations, shorter runs. Savings you can see, with nothing hidden in the quality.',
      },
      {
        icon: 'sun',
        title: 'Energy Code built in',
        text: 'California now requires solar, and on many building types battery storage, on new nonresidential buildings. We design it into the electrical plan instead of bolting it on later.',
      },
      {
        icon: 'hardhat',
        title: 'Crews who show up',
        text: 'Our electricians and apprentices, a foreman who stays with your job from rough-in to final, and a daily report the superintendent actually reads.',
      },
      {
        icon: 'permit',
        title: 'Closeout without chasing',
        text: 'As-builts, typed panel schedules, test reports and warranty letters delivered at substantial completion, not three months after the retention is due.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'areas',
    eyebrow: 'Areas served',
    heading: 'Commercial crews across the southern San Joaquin Valley',
    paragraphs: [
      'Our trucks leave Bakersfield every morning. Most commercial work is in Kern County, from Delano and Wasco to Tehachapi, Ridgecrest and the Westside, and we regularly build in the neighboring counties to the north, west and south-east.',
    ],
    bullets: commercialCounties,
    image: commercialArt.serviceVan,
    imageSide: 'right',
    tone: 'sand',
    action: { label: 'See all areas we serve', href: '/about/areas-we-serve' },
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'New construction questions',
    groups: [
      {
        title: 'New construction',
        items: [
          {
            question: 'Do you bid plan-and-spec work or only design-build?',
            answer:
              'Both. On plan-and-spec jobs we bid exactly what the engineer drew and list any conflicts we find as questions, not surprises. On design-build jobs we produce the electrical design, coordinate with the architect and mechanical engineer, and have it stamped where required.',
          },
          {
            question: 'Is the job walk really free?',
            answer:
              'Yes. It is how we avoid change orders, so it saves us as much as it saves you. There is no charge and no obligation, whether you are an owner, a developer or a general contractor collecting bids.',
          },
          {
            question: 'Can you handle the utility service for a new building?',
            answer:
              'We prepare the load letter and single-line diagram, open the PG&E or SCE new-service application, coordinate the transformer pad, conduit and trench specification with the utility planner, and schedule the meter set with the inspection so the building can be energized as soon as it is signed off.',
          },
          {
            question: 'Do you add solar to a new building?',
            answer:
              'Yes, and it is cheapest to do it during construction. Conduit paths, roof attachments and the space in the main switchboard are planned from the start, which matters now that the Energy Code requires solar on many new nonresidential buildings.',
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Put your project on our schedule',
    text: `Tell us how to reach you. A commercial estimator calls back within ${callbackPeriod.en} to set up the job walk and tell you what to send ahead of it.`,
    points: ['Free job walk with the foreman', 'Line-item bid with clear exclusions', 'Plan-and-spec or design-build'],
  },
];

export const newConstructionMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'New Construction Electrical',
  title: 'New Construction Electrical in Kern County',
  description:
    'Electrical for new commercial buildings in Bakersfield and Kern County: free job walk, line-item bids, design-build, utility service and solar built in.',
  keywords: ['commercial electrical contractors', 'new construction electrician Bakersfield', 'design-build electrical', 'free job walk'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/new-construction.tsx). */
export const page: Page = { meta: newConstructionMeta, blocks: withTownLinks(newConstructionBlocks) };
