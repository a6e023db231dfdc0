import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from './images';
import { callbackPeriod } from '@/content/callback';

export const commercialProcessBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Commercial Electric',
    heading: 'Our Commercial Electric Process',
    lead: 'Commercial work goes wrong in the gaps: between the estimate and the drawings, the drawings and the permit, the install and the utility. Our process closes those gaps with one project manager, a written schedule and a fixed price you see before anything is ordered.',
    image: commercialArt.crew,
    actions: [
      { label: "Let's Get Started", href: '/contact' },
      { label: 'Commercial financing', href: '/services/commercial-electric/financing' },
    ],
  },
  {
    kind: 'steps',
    id: 'steps',
    eyebrow: 'Step by step',
    heading: 'Eight steps from first call to final sign-off',
    intro: 'The same sequence for a 400-amp tenant improvement and a 500 kW carport array. Only the size of the paperwork changes.',
    steps: [
      {
        title: 'First call and documents',
        text: 'Tell us what you are building or fixing. Send whatever you have: drawings, twelve months of utility bills or interval data, photos of the main switchboard and its nameplate. Nothing is too rough to start with.',
      },
      {
        title: 'Free site walk',
        text: 'An estimator and the foreman who would run the job walk the site together. They check the service gear, roof or parking layout, trench routes and the hours you can live without power.',
      },
      {
        title: 'Load study and design',
        text: 'We calculate the real load, draw the single-line diagram and size the service for your summer peak plus room to grow. Drawings are stamped by a licensed engineer where the city or county requires it.',
      },
      {
        title: 'Fixed-price proposal',
        text: 'A line-item proposal with alternates, the long-lead equipment flagged (switchgear and transformers can take months) and a schedule tied to your opening date or your off-season.',
      },
      {
        title: 'Permits and utility applications',
        text: 'We file with the City of Bakersfield, Kern County or your local building department, and open the PG&E or SCE application for new service or solar interconnection on the same day.',
      },
      {
        title: 'Installation',
        text: 'Work is phased around your operation. Shutdowns happen at night or on weekends with temporary power where needed, and you get a short written update with photos at the end of each day.',
      },
      {
        title: 'Inspection and utility sign-off',
        text: 'Our foreman meets the inspector on site. For solar, we commission the system, set up monitoring and chase the utility until you have permission to operate.',
      },
      {
        title: 'Handover and service',
        text: 'As-built drawings, typed panel schedules, warranty documents and the manuals in one binder and one PDF. After that, one number for service, with a 24/7 line for emergencies.',
      },
    ],
  },
  {
    kind: 'cards',
    id: 'teasers',
    eyebrow: 'Before you decide',
    heading: 'See what others say, then see how to pay for it',
    tone: 'offwhite',
    columns: 2,
    items: [
      {
        title: 'What our customers say',
        text: 'Read what growers, business owners and homeowners across Kern County say about working with our crews.',
        href: '/about#testimonials',
        cta: 'Read the testimonials',
        image: commercialArt.serviceVan,
      },
      {
        title: 'Financing for commercial projects',
        text: 'Cash with depreciation, equipment loans from 5 to 20 years, leases, power purchase agreements and assessment financing, compared on your own bills.',
        href: '/services/commercial-electric/financing',
        cta: 'Compare financing options',
        image: commercialArt.carportArray,
      },
    ],
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Questions we hear at the first meeting',
    groups: [
      {
        title: 'Commercial process',
        items: [
          {
            question: 'How long does a commercial project take?',
            answer:
              'A small tenant improvement is usually two to six weeks on site once the permit is issued. A commercial solar project runs about three to six months from signed proposal to permission to operate, and most of that calendar is engineering, plan review and the utility queue rather than work on your roof. We give you a dated schedule with the proposal and update it weekly.',
          },
          {
            question: 'Can you do the work while we stay open?',
            answer:
              'Almost always. We phase the job so each area is down for as short a time as possible, move shutdowns to nights or weekends, and bring temporary power or a generator for refrigeration, servers and anything else that cannot go dark. The shutdown plan is written into the proposal, so your staff know exactly when to expect it.',
          },
          {
            question: 'Do you handle the permits and the utility paperwork?',
            answer:
              "Yes, all of it: building and electrical permits, engineered drawings where required, and the PG&E or SCE applications for new service, service upgrades or solar interconnection. You sign the forms that need an owner's signature; we prepare, file and follow up on everything else.",
          },
        ],
      },
    ],
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Start with a free site walk',
    text: `Leave your details and the best number to reach you. A commercial estimator calls back within ${callbackPeriod.en} to book a walk-through at a time that suits your operation.`,
    points: ['No cost and no obligation', 'Estimator and foreman on the same visit', 'Fixed-price, line-item proposal'],
  },
];

export const commercialProcessMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Commercial Process: Site Walk to Sign-Off',
  description:
    'How we run commercial electrical and solar jobs in Kern County: free site walk, load study, fixed-price proposal, permits, phased work and inspection.',
  keywords: ['commercial electrical process', 'commercial electrician Bakersfield', 'site walk', 'commercial solar permits'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/our-process.tsx). */
export const page: Page = { meta: commercialProcessMeta, blocks: commercialProcessBlocks };
