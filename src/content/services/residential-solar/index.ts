import { billingRules } from '@/content/facts/billing';
import { endDate, incentiveSentences, monthYear } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import { degradation } from '@/shared/estimate/degradation';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

/**
 * The Home Energy landing page (docs/behaviour.md#routes). The same blocks
 * also render at /solar-installer-delano, whose canonical points here (docs/decisions/006-landing-pages.md).
 */
export const residentialLandingBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Home Energy',
    heading: 'Home solar and batteries built for Valley summers',
    lead: 'Rooftop solar, batteries, EV chargers and panel upgrades for homes across Bakersfield and Kern County. Every system is sized to your own PG&E or SCE usage and the NEM 3.0 rules, and installed by our crews in 1-3 days.',
    image: img.ranchSolar,
    actions: [
      { label: 'Get a Free Quote', href: '/contact' },
      { label: 'See how it works', href: '/services/residential-solar/our-process' },
    ],
  },
  {
    kind: 'text',
    id: 'intro',
    eyebrow: 'Why solar still pays here',
    heading: 'Solar that still pays under NEM 3.0',
    paragraphs: [
      `Since ${monthYear(billingRules.netBilling.start)}, new solar customers of PG&E and SCE are on the Net Billing Tariff, better known as NEM 3.0. Power you send back to the grid at noon now earns a fraction of what it used to, while the power you buy between 4 and 9\u00a0p.m. is the most expensive of the day. A system designed the old way, as big as the roof allows, no longer makes sense.`,
      'We design the other way around. We start from twelve months of your meter data, size the array to what your house actually uses, face panels west where the late-afternoon hours are worth more, and add a battery when the numbers show it pays. Your proposal shows the savings on your own bills.',
      'A Kern County roof is a hard place for equipment: 110-degree afternoons, harvest dust and the occasional tule-fog morning. We use panels warranted for 25 years that lose only about 0.5% of their output a year, and everything is installed to code and labeled for the inspector.',
    ],
  },
  {
    kind: 'cards',
    id: 'home-services',
    eyebrow: 'What we do for homes',
    heading: 'Everything your home needs, from one licensed team',
    intro: 'One estimator, one project manager and our crews, from the first roof measurement to the day your utility turns the system on.',
    columns: 4,
    items: [
      {
        title: 'Plan and installation process',
        text: 'A site visit, a design built on your usage, the permit, 1-3 days of installation and permission to operate, about 2-3 months start to finish.',
        href: '/services/residential-solar/our-process',
        cta: 'See our process',
        image: img.designPlan,
      },
      {
        title: 'System upgrades and expansions',
        text: 'More panels for a bigger household, a 100\u00a0A to 200\u00a0A main panel upgrade, or a fix for a true-up bill that keeps growing.',
        href: '/services/residential-solar/system-upgrades',
        cta: 'Explore upgrades',
        image: img.mainPanel,
      },
      {
        title: 'EV charger installation',
        text: 'A Level 2 charger on its own 240\u00a0V circuit, with the load calculation and permit done, so your car is full every morning.',
        href: '/services/residential-solar/ev-chargers',
        cta: 'Plan your charger',
        image: img.evCharger,
      },
      {
        title: 'Batteries and residential energy storage',
        text: 'Store your midday solar for the 4-9\u00a0p.m. peak and keep the lights, fridge and well pump on through PSPS shutoffs.',
        href: '/services/residential-solar/batteries',
        cta: 'Compare batteries',
        image: img.batteryWall,
      },
    ],
  },
  {
    kind: 'cta',
    id: 'landing-cta',
    heading: 'Find out what solar would do to your bill',
    text: 'Send us your last PG&E or SCE bill. We will show you the system size, the monthly cost and the payback in writing, at no charge and with no pressure.',
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
  {
    kind: 'split',
    id: 'satisfaction',
    eyebrow: 'After the install',
    heading: 'Still reachable long after the crew leaves',
    paragraphs: [
      'After every installation we ask one question: would you recommend us to your neighbor? The answer tells us what to fix, and we would rather hear it from you than from a review site.',
      'The reason is not complicated. The person who quotes your system is still reachable after the crew leaves, and a real project manager answers when the app shows a dip in production or PG&E sends a confusing letter.',
    ],
    bullets: [
      'One project manager from site visit to permission to operate',
      'Photos of every connection, shared with you at handover',
      // A claim only the owner can back (docs/decisions/027-content-truth.md).
      ...(isSample(ownerFacts.ownCrews) ? [] : ['Our own employees on every roof, never subcontracted crews']),
      'A Bakersfield office that handles service calls for years after',
    ],
    image: img.crew,
    imageSide: 'left',
    tone: 'offwhite',
  },
  {
    kind: 'split',
    id: 'financing',
    eyebrow: 'Financing',
    heading: 'Pay for it the way that suits you',
    paragraphs: [
      'Buy with cash for the best lifetime return, or finance with a solar loan over 5 to 20 years; your proposal shows the loan payment next to your expected bill savings, month by month. If you would rather not own the equipment, a lease or a power purchase agreement (PPA) puts solar on your roof with nothing down and maintenance included.',
      `If you buy a system now, there is no federal tax credit for it: the homeowner credit ended for systems finished after ${endDate(incentives.fed25d)}. With a lease or PPA the leasing company may still claim a business credit and pass part of it on in your rate. We lay the options side by side so you can compare them on one page.`,
      incentiveSentences.exclusionDeadline,
    ],
    bullets: ['Cash purchase', 'Solar loans from 5 to 20 years', 'Leases and PPAs with nothing down'],
    image: img.homeEnergy,
    action: { label: 'Compare financing options', href: '/resources/financing' },
  },
  sourcesBlock([
    billingRules.netBilling,
    incentives.nbt,
    incentives.fed25d,
    incentives.solarExclusion,
    incentives.sgip,
    incentives.rsse,
    degradation,
  ]),
  { kind: 'estimate-offer', id: 'solar-estimate' },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Get a free home energy estimate',
    text: `Tell us where you live and what you are interested in. An estimator will look up your roof, call you within ${callbackPeriod.en} and book a site visit at a time that suits you.`,
    points: [
      'A written, itemized estimate with the system size and payback',
      'Your usage read from real meter data, not a guess',
      'Help with CARE, FERA and Medical Baseline, and a check of SGIP',
    ],
  },
];

export const residentialLandingMeta: PageMeta = {
  modifiedTime: '2026-11-26',
  service: 'Residential Solar Installation',
  title: 'Home Solar and Batteries in Kern County',
  description:
    'Rooftop solar and batteries designed for NEM 3.0 and Valley heat, plus EV chargers and panel upgrades, installed in 1-3 days by our crews.',
  keywords: ['residential solar', 'home solar Bakersfield', 'solar batteries Kern County', 'NEM 3.0 solar'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/index.tsx). */
export const page: Page = { meta: residentialLandingMeta, blocks: withTownLinks(residentialLandingBlocks) };
