import heroImage from '@/assets/illustrations/finance-options.svg';
import { endDate, gasPercentOf, incentiveSentences, monthYear, orEndDate, percentOf, yearOf } from '@/content/facts/incentive-text';
import { sourcesOf } from '@/content/facts/incentive-sources';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import type { Block, IconName, PageMeta } from '@/content/types';

const { fed25d, fed48e, care, fera, sgip, rsse, dacSash, solarExclusion } = incentives;
/** The year the homeowner credit last applied: 2025. */
const lastCreditYear = yearOf(fed25d.end.date);

export const financingHero: Block = {
  kind: 'hero',
  eyebrow: 'Financing',
  heading: 'Pay for solar the way that fits your household',
  lead: 'Buy it outright, spread it over a 5 to 20-year loan, or lease it with nothing down. We price all three for your home, side by side, so you can see what each costs over 25 years, not just this month.',
  image: {
    src: heroImage,
    alt: 'Stacks of coins growing taller beside a house with rooftop solar, with an upward arrow and a house key.',
    width: 800,
    height: 600,
  },
  actions: [{ label: 'Get a Free Quote', href: '/contact' }],
};

export interface FinancingOption {
  icon: IconName;
  title: string;
  summary: string;
  points: readonly string[];
  bestFor: string;
}

export const financingOptionsSection = {
  id: 'options',
  eyebrow: 'Three ways to pay',
  heading: 'Cash, loan or lease: what each one means',
  intro: `Every option gets the same equipment, the same crew and the same permit and utility work. What changes is who owns the system, how your savings arrive and, since the homeowner solar credit ended after ${lastCreditYear}, whether any federal tax credit is left in the price at all.`,
};

/** Leads each card's `bestFor` line. */
export const bestForLabel = 'Best for:';

export const financingOptions: readonly FinancingOption[] = [
  {
    icon: 'banknote',
    title: 'Cash purchase',
    summary:
      'You pay for the system in milestone payments during the project and own it outright from the day it is switched on. It is the cheapest way to go solar over the life of the system.',
    points: [
      `No tax credit to wait for: the homeowner credit ended after ${lastCreditYear}, so the price you pay is the cost`,
      'No interest, no monthly payment, no third party',
      'Every kilowatt-hour after payback is free power',
      'Adds value to your home without a loan or lease to transfer',
    ],
    bestFor: 'Households with savings or a home-equity line who want the biggest return.',
  },
  {
    icon: 'bank',
    title: 'Solar loan',
    summary:
      'A lender pays for the system and you repay it over 5 to 20 years, often with nothing down. You own the system from day one. Plan the payment on the full price: there is no federal credit refund in the first year to pay the balance down.',
    points: [
      'Terms from 5 to 20 years, fixed rates, no prepayment penalty on the loans we offer',
      'Your proposal shows the payment next to your expected bill savings, month by month',
      'You own the system and keep every warranty',
      'Once the loan is paid, the savings are all yours',
    ],
    bestFor: 'Homeowners who want to own the system without paying up front.',
  },
  {
    icon: 'handshake',
    title: 'Solar lease or PPA',
    summary:
      'A leasing company owns the system on your roof. With a lease you pay a fixed monthly amount; with a power purchase agreement you pay a set price for each kilowatt-hour the system makes. Either way, nothing is due up front, and it is now the only way a federal credit can still lower the cost of a home system: the company claims it, not you.',
    points: [
      'No upfront cost and no loan on your credit',
      'Monitoring, repairs and inverter replacement usually included for the term',
      'Compare the first-year price per kilowatt-hour and the yearly increase with your utility rate',
      `The owner may claim the ${percentOf(fed48e)} business credit (section ${fed48e.code} of the federal tax code) if the system is in service by ${orEndDate(fed48e)}, and pass part of it on in your rate`,
    ],
    bestFor:
      'Homeowners who want savings with no upfront money and no maintenance, and a share of a federal credit that buyers no longer get.',
  },
];

export const comparisonSection = {
  id: 'compare',
  eyebrow: 'Side by side',
  heading: 'How the options compare',
  intro: 'The same system on the same roof, paid for three ways. Your proposal shows these lines in dollars for your home.',
};

export const financingComparison = {
  caption: 'Cash purchase, solar loan and lease or PPA compared',
  options: [{ title: 'Cash purchase' }, { title: 'Solar loan', badge: 'Most chosen' }, { title: 'Lease or PPA' }],
  rows: [
    { label: 'Who owns the system', values: ['You, from day one', 'You, from day one', 'The leasing company or PPA provider'] },
    {
      label: 'Upfront cost',
      values: ['The full price, in milestone payments', 'Nothing down with some loans', 'Nothing, or a small deposit'],
    },
    {
      label: `Federal tax credit after ${lastCreditYear}`,
      values: [
        `None: the homeowner credit ended after ${lastCreditYear}`,
        `None: the homeowner credit ended after ${lastCreditYear}`,
        `The owner may claim the business credit if the system is in service by ${orEndDate(fed48e)}; ask how much reaches your rate`,
      ],
    },
    {
      label: 'Monthly cost',
      values: ['None', 'Fixed loan payment for 5 to 20 years', 'Fixed lease payment or price per kWh, sometimes with a yearly increase'],
    },
    {
      label: 'Savings over 25 years',
      values: ['Highest', 'High, and all yours once the loan is paid', 'Lower, but they start on day one with no cash out'],
    },
    {
      label: 'Maintenance and repairs',
      values: ["Our workmanship warranty plus the makers' warranties", 'Same as cash', 'Usually included for the whole term'],
    },
    {
      label: 'If you sell your home',
      values: [
        'The system adds value and goes with the house',
        'Pay off the loan at closing, or as the lender allows',
        'The buyer takes over the agreement, or you buy it out',
      ],
    },
  ],
} as const;

export const financingBlocks: readonly Block[] = [
  {
    kind: 'features',
    id: 'why-us',
    eyebrow: 'Why finance with us',
    heading: 'Financing without the fine-print surprises',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'percent',
        title: 'The price per watt, in writing',
        text: 'The proposal shows the price per watt, so you can see how much you are borrowing and why.',
      },
      {
        icon: 'checklist',
        title: 'Every option on one page',
        text: 'Cash, loan and lease priced for the same system, with the total you pay over the term, the interest and any dealer fee shown on separate lines.',
      },
      {
        icon: 'handshake',
        title: 'Lenders we know',
        text: 'We work with a short list of loan, lease and PPA partners we have vetted for fair terms and no prepayment penalties.',
      },
      {
        icon: 'bill',
        title: 'Paperwork handled',
        text: 'We file your SGIP battery application when a budget is open, handle the PG&E or SCE interconnection and give you an itemized invoice for your records.',
      },
      {
        icon: 'bolt',
        title: 'Not just solar',
        text: 'Main panel upgrades, EV chargers, batteries and rewiring can be financed too, on their own or added to a solar loan.',
      },
      {
        icon: 'team',
        title: 'Straight talk',
        text: 'If paying cash or waiting a year makes more sense for you, we say so. You will never be pushed into a loan to close a sale.',
      },
    ],
  },
  {
    kind: 'text',
    id: 'programs',
    eyebrow: `Credits and programs as of ${monthYear(incentivesAsOf)}`,
    heading: 'What is left after the homeowner credit ended',
    paragraphs: [
      `The federal residential clean energy credit (section ${fed25d.code} of the federal tax code) ended: Public Law 119-21 allows it for no system completed after ${endDate(fed25d)}. If yours was finished by then, you can still claim it for ${lastCreditYear}, and any part you could not use carries forward. For a system you own that is installed now, there is no federal credit.`,
      `With a lease or PPA, the leasing company owns the system and can claim the business clean electricity investment credit (section ${fed48e.code} of the federal tax code) instead, if construction began by ${endDate(fed48e)} or the system is in service by ${orEndDate(fed48e)}, and if its equipment meets the foreign-entity rules. Ask the company in writing whether its price depends on that credit and what happens if it falls through.`,
      `${incentiveSentences.sgipStatus} ${incentiveSentences.sgipEquityRule}`,
      `If your household qualifies for CARE, you save ${percentOf(care)} on electricity and ${gasPercentOf(care)} on gas; FERA takes ${percentOf(fera)} off electricity for households of three or more just above the CARE income limit. Medical Baseline adds extra power at the lowest rate for qualifying medical needs. Income-qualified homeowners in the disadvantaged communities on the state's CalEnviroScreen map may get rooftop solar at no cost through DAC-SASH, run by GRID Alternatives; if that could be you, ask them before you ask us.`,
      incentiveSentences.exclusionDeadline,
      'We check which programs you qualify for during your estimate and help you enroll. Tax rules change, so confirm your own situation with a tax professional.',
    ],
  },
  {
    kind: 'sources',
    id: 'sources',
    eyebrow: `Checked ${monthYear(incentivesAsOf)}`,
    heading: 'Where these facts come from',
    intro: 'The law and the program rules behind this page, so you can read them yourself.',
    tone: 'offwhite',
    items: sourcesOf([fed25d, fed48e, sgip, rsse, care, fera, dacSash, solarExclusion], { primaryOnly: true }),
  },
];

export const financingFaq: Block = {
  kind: 'faq',
  id: 'financing-faq',
  eyebrow: 'Financing questions',
  heading: 'Before you choose',
  tone: 'offwhite',
  groups: [
    {
      title: 'Financing',
      items: [
        {
          question: 'Can I pay off a solar loan early?',
          answer:
            'Yes. The loans we offer have no prepayment penalty, so you can pay the balance down with a bonus or a tax refund whenever it suits you. Choose a payment you can carry on the full price, though: homeowners no longer get a federal solar credit to put toward it.',
        },
        {
          question: 'What credit score do I need?',
          answer:
            'Each lender sets its own rules, and approval depends on more than the score. We can check which options you pre-qualify for with a soft credit check that does not affect your score, before you commit to anything.',
        },
        {
          question: 'Should I lease just to get a federal credit?',
          answer: `Only if the lease is a good deal on its own. The credit goes to the leasing company, not to you, and only if the system is in service by ${orEndDate(fed48e)} or its construction began by ${endDate(fed48e)}. Compare the first-year price per kilowatt-hour, the yearly increase and the buyout terms with a cash or loan price for the same system, and ask what the company does if it cannot claim the credit.`,
        },
        {
          question: 'Does a lease or PPA make it harder to sell my home?',
          answer:
            'It adds a step. The buyer takes over the agreement after the leasing company approves them, or you buy the system out at closing. Escrow officers in Kern County handle transfers regularly; we provide the system documents they ask for.',
        },
        {
          question: 'Can I finance a battery or a panel upgrade on its own?',
          answer: `Yes. A battery added to an existing solar system, a main panel upgrade, an EV charger or rewiring can be financed with a home-improvement loan. Homeowners get no federal credit on any of them now, and SGIP battery budgets were closed or waitlisted as of ${monthYear(rsse.milestones.waitlistSeen)}. For farms and businesses, ask about our commercial financing options.`,
        },
      ],
    },
  ],
};

export const financingCta: Block = {
  kind: 'cta',
  id: 'financing-cta',
  heading: 'See all three options priced for your home',
  text: 'Send us a recent PG&E or SCE bill. We will come back with a system design and a cash, loan and lease price, side by side, with no obligation.',
  action: { label: 'Contact Us', href: '/contact' },
};

export const financingMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar Financing: Cash, Loans, Leases and PPAs',
  description:
    'Cash, a 5 to 20-year solar loan, or a lease or PPA: who owns the system, upfront cost, savings, and why only a lease can still carry a federal credit.',
  keywords: ['solar financing', 'solar loan', 'solar lease', 'solar PPA', 'solar lease tax credit'],
};
