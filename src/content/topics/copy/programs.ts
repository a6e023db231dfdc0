import { gasPercentOf, incentiveSentences, percentOf } from '@/content/facts/incentive-text';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import { sourcesOf } from '@/content/facts/incentive-sources';
import type { TopicTemplate } from '@/content/topics/types';

const care = percentOf(incentives.care);
const careGas = gasPercentOf(incentives.care);
const fera = percentOf(incentives.fera);

/** Discount and efficiency programs: CARE, the wider discount programs, saving energy. */
export const programTopics: readonly TopicTemplate[] = [
  {
    slug: 'care-program',
    title: 'CARE Program in {location}: Lower Your Bill',
    description: `Could your {location} household get CARE? It takes ${care} off electric bills and ${careGas} off gas: who qualifies, how to apply, how it works with solar.`,
    keywords: [
      'CARE program {location}',
      'CARE discount',
      'California Alternate Rates for Energy',
      'low income energy discount {location}',
    ],
    serviceName: 'CARE Program Guidance and Energy Upgrades',
    hero: {
      eyebrow: 'CARE program in {location}',
      heading: `CARE can take ${care} off your {location} electric bill`,
      lead: 'California Alternate Rates for Energy is a utility discount for income-qualified households. It costs nothing to apply, and many eligible families never do.',
      image: 'bill',
      imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
    },
    sections: [
      {
        header: 'What CARE gives you',
        paragraphs: [
          `CARE takes ${care} off your electric bill and ${careGas} off your natural gas bill, every month you stay enrolled. It is run by the utilities under state rules, so it applies whether you are with PG&E or SCE. {utilityNote}`,
        ],
        image: 'bill',
        imageAlt: 'A utility bill and meter.',
      },
      {
        header: 'Who qualifies',
        paragraphs: [
          'Eligibility is based on household income and size, and the limits are updated each year; the current table is on your utility’s CARE page. You can also qualify if anyone in the home is enrolled in a public program.',
        ],
        bullets: [
          'CalFresh (SNAP) or WIC',
          'Medi-Cal',
          'LIHEAP',
          'Supplemental Security Income (SSI)',
          'Tribal TANF, Head Start income-eligible, or the National School Lunch Program',
        ],
        image: 'ranch',
        imageAlt: 'A single-story ranch house with solar on its roof.',
      },
      {
        header: 'Applying takes about ten minutes',
        paragraphs: [
          'Apply online on your utility’s website or by phone with your account number. There is no fee, and nobody needs to visit your home. Some households are asked later to confirm their income, so keep a recent pay stub or benefits letter handy.',
          'We do not sign people up and we never charge for program advice; we simply tell every customer who might qualify.',
        ],
        image: 'crew',
        imageAlt: 'A crew member with a tablet explaining options.',
      },
      {
        header: 'CARE and solar together',
        paragraphs: [
          'CARE lowers your rate, which also lowers what solar saves you, so the numbers need care. We run your quote both ways. For many CARE households, cheaper fixes come first: a thermostat schedule, sealing ducts, or a free visit from the Energy Savings Assistance program.',
          '{terrainNote} Where outages are a worry, a battery can be worth more than the bill savings alone, and we check whether any SGIP battery budget is open to you.',
        ],
        image: 'home',
        imageAlt: 'A house roof with solar panels in the sun.',
      },
    ],
    cards: ['residential-solar', 'system-upgrades', 'general-electric', 'batteries'],
    form: {
      heading: 'Questions about CARE or your bill?',
      text: 'Tell us what you pay and what you want to lower. We will point you to the programs that fit and quote upgrades only where they pay off.',
      points: ['Free, honest program advice', 'Quotes shown with and without CARE', 'No obligation'],
    },
    cites: sourcesOf([incentives.care, incentives.sgip, incentives.rsse]),
    modified: incentivesAsOf,
  },
  {
    slug: 'energy-discount',
    title: 'Energy Discount Programs in {location}',
    description: `The discounts {location} households can claim: CARE (${care} off electric), FERA (${fera}), Medical Baseline and no-cost solar, and who qualifies.`,
    keywords: ['energy discount {location}', 'FERA program', 'Medical Baseline', 'SGIP battery rebate {location}'],
    serviceName: 'Energy Discount and Rebate Guidance',
    hero: {
      eyebrow: 'Energy discounts in {location}',
      heading: 'Every energy discount a {location} household can claim',
      lead: 'California has several bill discounts and rebates, each with its own rules. Here is what each one gives and who it is for, in one place.',
      image: 'bill',
      imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
    },
    sections: [
      {
        header: 'CARE and FERA: lower rates every month',
        paragraphs: [
          `CARE takes ${care} off electric bills and ${careGas} off gas for income-qualified households. FERA gives ${fera} off electric bills to households of three or more whose income is just above the CARE limit.`,
          '{utilityNote} Both programs are available from PG&E and SCE; you apply with your utility, and it costs nothing.',
        ],
        image: 'bill',
        imageAlt: 'A utility bill with a chart of monthly usage.',
      },
      {
        header: 'Medical Baseline: more power at the lowest price',
        paragraphs: [
          'If someone in the home relies on powered medical equipment, or needs heating or cooling for a medical condition, Medical Baseline adds extra energy at the lowest rate. It also brings extra warning before planned power shutoffs. A doctor signs the form.',
          '{terrainNote} For Medical Baseline households we always talk about battery backup.',
        ],
        image: 'battery',
        imageAlt: 'Two home batteries on a garage wall.',
      },
      {
        header: 'SGIP: battery rebates, closed or waitlisted',
        paragraphs: [`${incentiveSentences.sgipStatus} ${incentiveSentences.sgipEquityRule}`],
        image: 'land',
      },
      {
        header: 'Free efficiency upgrades',
        paragraphs: [
          'Income-qualified households can get free upgrades through the Energy Savings Assistance program: weatherstripping, LED lighting and sometimes appliance replacement. Do these before sizing solar, because a smaller load means a smaller system.',
        ],
        bullets: [
          'Energy Savings Assistance: free home upgrades',
          'DAC-SASH: no-cost rooftop solar for income-qualified homeowners in disadvantaged communities',
          'Utility rebates change often; we check the current ones',
        ],
        image: 'ranch',
        imageAlt: 'A ranch house with solar panels under a low sun.',
      },
    ],
    cards: ['batteries', 'residential-solar', 'system-upgrades', 'general-electric'],
    form: {
      heading: 'Find the discounts that fit your household',
      text: 'Tell us about your home and bill. We will list the programs you may qualify for, free, and quote upgrades only where they make sense.',
      points: ['Free program check', 'SGIP status checked for you', 'No obligation'],
    },
    cites: sourcesOf([incentives.care, incentives.fera, incentives.sgip, incentives.rsse, incentives.dacSash]),
    modified: incentivesAsOf,
  },
  {
    slug: 'energy-saving',
    title: 'Energy Saving Tips for {location} Homes',
    description:
      'Energy saving for {location} homes: beat the 4-9 p.m. peak, tame summer cooling costs, fix wiring that wastes power, then size solar to what is left.',
    keywords: ['energy saving {location}', 'lower electric bill {location}', 'home energy audit {location}', 'peak hours savings'],
    serviceName: 'Home Energy Saving Assessment',
    hero: {
      eyebrow: 'Energy saving in {location}',
      heading: 'Use less power in your {location} home, then make the rest',
      lead: 'The cheapest kilowatt-hour is the one you never use. We start every project by finding the waste, then size solar to what is left.',
      image: 'home',
      imageAlt: 'A house roof covered in solar panels with the sun behind it.',
    },
    sections: [
      {
        header: 'Beat the 4-9 p.m. peak',
        paragraphs: [
          'On time-of-use plans the same kilowatt-hour can cost far more at 6 p.m. than at noon. {utilityNote} Shifting what you can out of the peak is free and starts saving on the next bill.',
        ],
        bullets: [
          'Pre-cool the house to 74°F before 4 p.m., then let it drift up',
          'Run the dishwasher, laundry and pool pump before 4 p.m. or after 9 p.m.',
          'Schedule EV charging overnight',
        ],
        image: 'bill',
        imageAlt: 'An electric bill with monthly bars beside a utility meter.',
      },
      {
        header: 'Heating and cooling are the big ones',
        paragraphs: [
          '{terrainNote} Heating and cooling are often half of the bill. Clean filters, sealed ducts, attic insulation and shade on west-facing windows cut it before any equipment changes.',
          'When an old air conditioner needs replacing, a high-efficiency heat pump heats and cools on the same electricity, and we check your panel can take it.',
        ],
        image: 'ranch',
        imageAlt: 'A ranch house under a low afternoon sun.',
      },
      {
        header: 'Wiring that wastes power, or worse',
        paragraphs: [
          'Warm outlets, flickering lights and breakers that trip in summer are signs of loose connections or overloaded circuits. They waste energy as heat and can start fires. Our electricians find and fix them, and a thermal scan of the main panel takes minutes.',
        ],
        image: 'panel',
        imageAlt: 'An open main panel with its breakers beside the meter.',
      },
      {
        header: 'Then size solar to what is left',
        paragraphs: [
          'After the savings, a smaller solar system covers your use, and under NEM 3.0 that is exactly what pays best. Your proposal shows what doing both saves on your own bills.',
        ],
        image: 'home',
        imageAlt: 'Solar panels on a house roof in the afternoon sun.',
      },
    ],
    cards: ['system-upgrades', 'residential-solar', 'general-electric', 'batteries'],
    form: {
      heading: 'Ask for an energy check in {location}',
      text: 'Tell us what your bills look like and what bothers you most. We will suggest the simplest savings first and quote only what pays back.',
      points: ['Savings before sales', 'Licensed electricians', 'No obligation'],
    },
    modified: '2026-11-20',
  },
];
