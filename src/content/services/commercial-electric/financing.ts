import { orEndDate, percentOf } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import type { Block, PageMeta, Page } from '@/content/types';
import { degradation } from '@/shared/estimate/degradation';

const { fed48e, bonusDepreciation } = incentives;
import { commercialArt } from './images';

export const commercialFinancingBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Commercial Financing',
    heading: 'Commercial solar and electrical financing, compared on your own numbers',
    lead: 'Own it, borrow for it, lease it, buy only the power, or repay it through your property tax bill. Each path suits a different balance sheet. We model every option on your real utility bills so you and your accountant can choose with the numbers in front of you.',
    image: commercialArt.roofArray,
    actions: [{ label: 'Contact Our Team', href: '/contact' }],
  },
  {
    kind: 'features',
    id: 'options',
    eyebrow: 'Your options',
    heading: 'Five ways to pay, and how to combine them',
    intro:
      'We are an installer, not a lender. We work with several independent commercial lenders and financing providers and present their offers side by side; you choose, and the contract is between you and them.',
    columns: 3,
    items: [
      {
        icon: 'banknote',
        title: 'Cash purchase with depreciation',
        text: `Usually the highest lifetime return. You own the system from day one, take depreciation (${percentOf(bonusDepreciation)} bonus depreciation is back for qualifying property) and, if a solar project is in service by ${orEndDate(fed48e)}, the ${percentOf(fed48e)} clean electricity investment credit.`,
      },
      {
        icon: 'bank',
        title: 'Equipment loan',
        text: 'Own the system and keep every tax benefit while spreading the cost over 5 to 20 years. Your proposal shows the payment next to the expected energy savings, year by year.',
      },
      {
        icon: 'bolt',
        title: 'Power purchase agreement (PPA)',
        text: 'A third party owns, insures and maintains the array on your site, and you buy its output at a fixed or gently escalating rate per kilowatt-hour; compare it with your utility rate over the whole term. No capital outlay; the owner takes the incentives.',
      },
      {
        icon: 'calendar',
        title: 'Lease',
        text: 'A fixed monthly payment for the use of the equipment, with maintenance often included and purchase options along the way. Whether it sits on or off your balance sheet depends on the lease terms, so your accountant decides.',
      },
      {
        icon: 'house',
        title: 'Property-assessed (PACE-style) financing',
        text: 'Where a local program exists, the cost is repaid as an assessment on the property tax bill over a long term and can stay with the building if it is sold. Existing mortgage lenders usually have to consent, which we help you ask for early.',
      },
      {
        icon: 'handshake',
        title: 'Combinations',
        text: 'A loan for the solar and cash for a service upgrade, or a PPA for the array with the EV chargers purchased outright. Mixing options is common and we model it the same way.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'choosing',
    eyebrow: 'Choosing',
    heading: 'Which option fits which business',
    paragraphs: [
      'Profitable businesses with tax appetite usually come out furthest ahead owning the system, with cash or a loan, because the credit and depreciation are worth the most to them. Nonprofits, schools and owners who would rather keep capital for their core operation often prefer a PPA or lease, or a direct-payment route for the credit where the law allows it. Tenants with a short remaining lease need an option that moves or ends cleanly.',
      'We show each option as a year-by-year cash-flow table with the assumptions written out: utility rate escalation, panel degradation of about 0.5% a year, maintenance and the inverter replacement, so nothing is flattered.',
    ],
    bullets: ['Cash-flow table for every option', 'Loan terms from 5 to 20 years', 'Documents prepared for your CPA and lender'],
    image: commercialArt.carportArray,
    imageSide: 'left',
    tone: 'offwhite',
  },
  {
    kind: 'steps',
    id: 'how',
    eyebrow: 'How it works',
    heading: 'From bill to signed financing in four steps',
    steps: [
      {
        title: 'Share twelve months of usage',
        text: 'Your utility bills or interval data from PG&E or SCE, and the rate schedule you are on. We can request the data with your authorization.',
      },
      {
        title: 'We design and price the project',
        text: 'One system design, priced as a purchase, so every financing option is compared on the same equipment.',
      },
      {
        title: 'Side-by-side comparison',
        text: 'Cash, loan, lease, PPA and assessment financing in one table, with payback, total cost and what you own at the end.',
      },
      {
        title: 'Apply and build',
        text: 'You pick an option and apply; we supply the design, specifications and schedule the financing provider needs, then build to the same plan.',
      },
    ],
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'FAQ',
    heading: 'Commercial financing questions',
    groups: [
      {
        title: 'Commercial financing',
        items: [
          {
            question: 'Can a nonprofit or public agency benefit from the tax credit?',
            answer: `Often, yes, if the project meets the deadlines: for solar, in service by ${orEndDate(fed48e)}. Many tax-exempt organizations can receive the clean electricity investment credit as a direct payment, and a PPA lets a taxable owner claim it and pass part of it on in the rate. Eligibility depends on your organization and the project, so we bring your tax adviser in early.`,
          },
          {
            question: 'Do you finance service upgrades and EV chargers too?',
            answer:
              'Equipment loans and leases can cover electrical upgrades and chargers along with solar and storage. A PPA covers only the generating system, so upgrades under a PPA are usually paid for separately or with a small loan.',
          },
          {
            question: 'What if we sell the building?',
            answer:
              "A purchased system adds to the property's value. A loan is paid off or assumed by agreement. A lease or PPA can usually be transferred to the buyer or bought out, and property-assessed financing normally stays with the property. We explain the exit terms of each option before you sign.",
          },
        ],
      },
    ],
  },
  sourcesBlock([fed48e, bonusDepreciation, degradation]),
  {
    kind: 'cta',
    id: 'financing-cta',
    heading: 'Get your options on one page',
    text: 'Send us your last twelve months of bills and we will return a design and a side-by-side financing comparison, at no cost.',
    action: { label: 'Contact Us', href: '/contact' },
  },
];

export const commercialFinancingMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Commercial Solar and Electrical Financing',
  description:
    'Ways to pay for commercial solar, storage and electrical upgrades: cash with depreciation, equipment loans of 5 to 20 years, PPAs, leases and PACE.',
  keywords: ['commercial solar financing', 'solar PPA', 'equipment loan', 'PACE financing', 'MACRS'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/financing.tsx). */
export const page: Page = { meta: commercialFinancingMeta, blocks: commercialFinancingBlocks };
