import heroImage from '@/assets/illustrations/finance-options.svg';
import type { Block, IconName } from '@/content/types';

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
  intro:
    'Every option gets the same equipment, the same crew and the same permit and utility work. What changes is who owns the system, who claims the tax credit and how your savings arrive.',
};

export const financingOptions: readonly FinancingOption[] = [
  {
    icon: 'banknote',
    title: 'Cash purchase',
    summary:
      'You pay for the system in milestone payments during the project and own it outright from the day it is switched on. It is the cheapest way to go solar over the life of the system.',
    points: [
      'You claim the 30% federal tax credit on the full cost',
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
      'A lender pays for the system and you repay it over 5 to 20 years, often with nothing down. You own the system from day one, so the tax credit is yours, and most homeowners put it toward the balance.',
    points: [
      'Terms from 5 to 20 years, fixed rates, no prepayment penalty on the loans we offer',
      'The payment is often lower than the electric bill it replaces',
      'You claim the 30% federal credit and keep every warranty',
      'Once the loan is paid, the savings are all yours',
    ],
    bestFor: 'Most homeowners: ownership and the tax credit without paying up front.',
  },
  {
    icon: 'handshake',
    title: 'Solar lease or PPA',
    summary:
      'A leasing company owns the system on your roof. With a lease you pay a fixed monthly amount; with a power purchase agreement you pay a set price for each kilowatt-hour the system makes. Either way, nothing is due up front.',
    points: [
      'No upfront cost and no loan on your credit',
      'Monitoring, repairs and inverter replacement usually included for the term',
      'A lower rate per kilowatt-hour than PG&E or SCE from the first month',
      'The owner claims the tax credit and passes part of it on in your rate',
    ],
    bestFor: 'Homeowners with little tax liability, or who want savings with no upfront money and no maintenance.',
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
    { label: 'Upfront cost', values: ['The full price, in milestone payments', '$0 down available', '$0 or a small deposit'] },
    {
      label: '30% federal tax credit',
      values: ['Yours', 'Yours, often used to pay down the loan', 'Claimed by the owner; you benefit through a lower rate'],
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
        title: 'Lower price to finance',
        text: "Our own crews and a local office keep our pricing 15-25% below competitors' quotes, so there is simply less to borrow.",
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
        text: 'We prepare the documents you need for the federal credit, file your SGIP battery application and handle the PG&E or SCE interconnection.',
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
    eyebrow: 'Lower bills on top',
    heading: 'Programs that cut the cost further',
    paragraphs: [
      'The federal residential clean energy credit is 30% of the installed cost of solar and batteries under the 2022 law, scheduled at 30% through 2032, 26% in 2033 and 22% in 2034. Congress can change it, so we confirm the current rules with you before you sign; check your own situation with a tax professional.',
      "Batteries can also qualify for California's Self-Generation Incentive Program (SGIP). The equity resiliency tier can cover most of a battery's cost for eligible households, such as those on Medical Baseline or in areas hit by public safety power shutoffs.",
      'If your household qualifies for CARE, you save 30-35% on electricity and 20% on gas; FERA takes 18% off electricity for families just above the CARE limits. Medical Baseline adds extra power at the lowest rate for qualifying medical needs. We check which programs you qualify for during your estimate and help you enroll.',
    ],
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
            'Yes. The loans we offer have no prepayment penalty. Many homeowners make one large payment when the federal tax credit arrives, which keeps the monthly payment low for the rest of the term.',
        },
        {
          question: 'What credit score do I need?',
          answer:
            'Each lender sets its own rules, and approval depends on more than the score. We can check which options you pre-qualify for with a soft credit check that does not affect your score, before you commit to anything.',
        },
        {
          question: 'Does a lease or PPA make it harder to sell my home?',
          answer:
            'It adds a step. The buyer takes over the agreement after the leasing company approves them, or you buy the system out at closing. Escrow officers in Kern County handle transfers regularly; we provide the system documents they ask for.',
        },
        {
          question: 'Can I finance a battery or a panel upgrade on its own?',
          answer:
            'Yes. Batteries added to an existing solar system qualify for the federal credit on their own, and main panel upgrades, EV chargers and rewiring can be financed with a home-improvement loan. For farms and businesses, ask about our commercial financing options.',
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
