import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

export const commercialOverviewBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Commercial Electric',
    heading: 'Commercial electrical and solar for Kern County businesses',
    lead: 'Warehouses in the Bakersfield industrial parks, packing sheds in Shafter, clinics, schools and retail centers from Delano to Tehachapi. Our licensed crews design, build, upgrade and maintain the electrical systems that keep them open, and put solar on the roofs and parking lots that pay for it.',
    image: commercialArt.roofArray,
    actions: [{ label: 'Request a Consultation', href: '/contact' }],
  },
  {
    kind: 'text',
    id: 'intro',
    eyebrow: 'One contractor, start to finish',
    heading: 'The electrician who wires the building can also power it',
    paragraphs: [
      'Most commercial projects in the Valley involve three or four trades that never talk to each other: an electrical sub for the build-out, a solar company for the roof, someone else for the EV chargers, and a service outfit when a breaker trips. Every handoff costs time, and every one of them is a place where a permit, a load calculation or a warranty falls through the cracks.',
      'We do all of it under one license and one project manager. The same estimator who walks your site sizes the service, plans the solar interconnection and schedules the shutdowns around your shifts. We know what PG&E and SCE will ask for before they ask, and our prices carry no markup for handing the job off, because nobody else touches it.',
    ],
  },
  {
    kind: 'cards',
    id: 'services',
    eyebrow: 'What we build',
    heading: 'Four ways we work with businesses',
    intro:
      'Start with the one that fits your project. Each page explains what is included, what it costs to get a firm number, and how we schedule the work.',
    columns: 4,
    items: [
      {
        title: 'Our Process',
        text: 'Site walk, load study, design, permit, install, inspection and utility sign-off, with one project manager and a written schedule at every step.',
        href: '/services/commercial-electric/our-process',
        cta: 'Follow the process',
        image: commercialArt.crew,
      },
      {
        title: 'New Construction',
        text: 'Design-build or plan-and-spec electrical for shells, tilt-ups, ag buildings and retail pads, starting with a free job walk and a line-item bid.',
        href: '/services/commercial-electric/new-construction',
        cta: 'Plan a new build',
        image: commercialArt.constructionSite,
      },
      {
        title: 'Commercial Solar',
        text: 'Roof, carport and ground-mount arrays sized under the Net Billing Tariff, with batteries where demand charges make them pay.',
        href: '/services/commercial-electric/solar',
        cta: 'Explore commercial solar',
        image: commercialArt.carportArray,
      },
      {
        title: 'Remodels',
        text: 'Tenant improvements, lighting retrofits that meet Title 24 (California’s building energy code), panel and service upgrades and fleet EV charging, scheduled around the people still working inside.',
        href: '/services/commercial-electric/remodels',
        cta: 'Plan a remodel',
        image: commercialArt.mainPanel,
      },
    ],
  },
  {
    kind: 'features',
    id: 'sectors',
    eyebrow: 'Who we work for',
    heading: 'Built for the loads the Valley actually runs',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'factory',
        title: 'Warehouses and light industrial',
        text: 'Three-phase services, motor control centers, high-bay LED lighting and dock equipment for distribution buildings along Highway 99 and Interstate 5.',
      },
      {
        icon: 'sprout',
        title: 'Packing, cold storage and processing',
        text: 'Refrigeration compressors and conveyor lines that cannot go down at harvest. We plan shutdowns for the off-season and size services for the summer peak.',
      },
      {
        icon: 'briefcase',
        title: 'Offices, clinics and retail',
        text: 'Tenant improvements, lighting controls that satisfy Title 24, dedicated circuits for imaging and server rooms, and parking-lot lighting that stays on.',
      },
      {
        icon: 'fuel',
        title: 'Oilfield and energy',
        text: 'Lease power, pumpjack motors and hazardous-location wiring, backed by crews who carry their own safety gear and know the fields by name.',
      },
      {
        icon: 'team',
        title: 'Schools, churches and nonprofits',
        text: 'Solar and lighting projects that cut operating costs without capital budgets, financed through agreements built for tax-exempt owners.',
      },
      {
        icon: 'heat',
        title: 'Built for Valley summers',
        text: 'We size conductors, gear and rooftop equipment for 110 °F afternoons and dust, not for the mild numbers in a national catalog.',
      },
    ],
  },
  { kind: 'stats', id: 'numbers', eyebrow: 'Track record', heading: 'The record behind the work' },
  {
    kind: 'split',
    id: 'financing',
    eyebrow: 'Financing',
    heading: 'Pay for it out of the savings, not the operating budget',
    paragraphs: [
      "A solar array, a battery or a service upgrade does not have to come out of this year's cash. We lay out a cash purchase with depreciation and any federal credit the project can still meet the deadlines for, an equipment loan, a lease, a power purchase agreement and assessment financing side by side, using your own utility bills, so your accountant can compare them line by line.",
    ],
    bullets: [
      'Loan terms from 5 to 20 years',
      'No-money-down power purchase and lease options',
      'A written payback estimate for every option',
    ],
    image: commercialArt.batteryWall,
    imageSide: 'left',
    action: { label: 'Compare commercial financing', href: '/services/commercial-electric/financing' },
  },
  {
    kind: 'cta',
    id: 'overview-cta',
    heading: 'Have drawings, a bill or just a problem?',
    text: `Send us what you have. A commercial estimator calls back within ${callbackPeriod.en}.`,
    action: { label: 'Request a Consultation', href: '/contact' },
  },
];

export const commercialOverviewMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Electrical Contracting',
  title: 'Commercial Electrical Contractor, Bakersfield',
  description:
    'Commercial electrical and solar for Kern County businesses: new construction, tenant improvements, service upgrades, carport and rooftop solar, financing.',
  keywords: [
    'commercial electrician Bakersfield',
    'commercial electrical contractor Kern County',
    'commercial solar',
    'tenant improvements',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/index.tsx). */
export const page: Page = { meta: commercialOverviewMeta, blocks: withTownLinks(commercialOverviewBlocks) };
