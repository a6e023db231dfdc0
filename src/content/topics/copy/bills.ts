import { billingFacts, billingRules } from '@/content/facts/billing';
import { billingText } from '@/content/facts/billing-text';
import { monthYear, percentOf } from '@/content/facts/incentive-text';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import { sourcesOf } from '@/content/facts/incentive-sources';
import type { TopicTemplate } from '@/content/topics/types';

/** Bills and the utility: true-up statements, solar interconnection, rates and plans. */
export const billTopics: readonly TopicTemplate[] = [
  {
    slug: 'true-up-billing',
    title: 'True-Up Bill Too High in {location}?',
    description:
      'A surprise true-up bill in {location}? We read your statement, find why the system fell short and fix it with panels, a battery or a rate change.',
    keywords: ['true-up bill {location}', 'solar true-up', 'high true-up bill', 'NEM true-up statement'],
    serviceName: 'Solar True-Up Bill Review and System Upgrades',
    hero: {
      eyebrow: 'True-up billing in {location}',
      heading: 'A big true-up bill in {location} usually has a fixable cause',
      lead: 'On older NEM plans the energy bill comes once a year; on the Net Billing Tariff it comes monthly, with a yearly settlement. Either way, if the number surprised you, we find out why and put it right.',
      image: 'bill',
      imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
    },
    sections: [
      {
        header: 'What the true-up actually is',
        paragraphs: [
          `${billingText.legacyYearly} ${billingText.netBillingMonthly} Monthly statements show what is building up, but many people only read the total when the true-up arrives.`,
          '{utilityNote} Your annual statement lists each month’s usage, export credits and charges; bring it to us and we go through it with you.',
        ],
        image: 'bill',
        imageAlt: 'A utility bill and meter illustrating annual solar billing.',
      },
      {
        header: 'The usual reasons it went up',
        paragraphs: ['Almost every high true-up we review comes down to one of a few causes, and most can be measured from your data.'],
        bullets: [
          'Usage grew: a new EV, a pool pump, more people at home, a hotter summer',
          'Production fell: a failed inverter, dirty panels, new shade, a tripped breaker',
          'The system was undersized from the start',
          'A rate change, or a move from NEM 2.0 to NEM 3.0 terms after changes to the system',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel with its breakers beside the meter.',
      },
      {
        header: 'Fixes that match the cause',
        paragraphs: [
          'If the system is broken, we repair it. If usage outgrew it, we add panels or a battery, taking care not to lose any NEM 2.0 terms you still hold. If the rate plan is wrong for how you live, we show you the numbers for switching.',
          '{terrainNote} Before any upgrade is sized, we check that the production figures are realistic for that weather.',
        ],
        image: 'battery',
        imageAlt: 'Home batteries mounted on a garage wall.',
      },
      {
        header: 'Stop the surprise next year',
        paragraphs: [
          'On NEM 1.0 or 2.0 you can pay toward the energy charges every month instead of once a year; on the Net Billing Tariff they are billed monthly already. We also set up monitoring alerts so a failed inverter is noticed in days, not at true-up time.',
        ],
        image: 'home',
        imageAlt: 'A home roof with solar panels in the afternoon sun.',
      },
    ],
    cards: ['system-upgrades', 'batteries', 'residential-solar', 'general-electric'],
    form: {
      heading: 'Have your true-up reviewed',
      text: 'Send us your details and tell us roughly what the true-up was. We will ask for the annual statement and tell you what we find, with no obligation.',
      points: ['Statement review by an estimator', 'System health check', 'Fix quoted only if it pays'],
    },
    cites: sourcesOf([...billingFacts, incentives.legacyNem]),
    modified: '2026-11-26',
  },
  {
    slug: 'solar-pge',
    title: 'Going Solar with {utility} in {location}',
    description:
      'Going solar in {location}: how NEM 3.0 credits work with {utility}, what the application and permission to operate involve, and how long it takes.',
    keywords: ['solar {utility} {location}', 'solar interconnection {location}', 'NEM 3.0 {location}', 'permission to operate solar'],
    serviceName: 'Solar Interconnection and Utility Coordination',
    hero: {
      eyebrow: 'Solar and your utility in {location}',
      heading: 'Connecting solar to the grid in {location}, without the runaround',
      lead: 'Every rooftop system needs the utility’s approval before it can be switched on. We file it, follow it and explain what NEM 3.0 means for your bill.',
      image: 'bill',
      imageAlt: 'A utility bill with a chart of monthly use beside an electric meter.',
    },
    sections: [
      {
        header: 'PG&E or SCE: check your bill first',
        paragraphs: [
          '{utilityNote} We are an independent contractor, not part of either utility, and we file interconnection applications with both.',
          'The rules are close, but rate plans, fees and timelines differ, so your proposal is built on the tariff of the utility that serves your address.',
        ],
        image: 'land',
      },
      {
        header: 'NEM 3.0 in plain words',
        paragraphs: [
          `Systems applied for since ${monthYear(billingRules.netBilling.start)} are on the Net Billing Tariff, called NEM 3.0. Power you use yourself saves the full retail rate. Power you send back earns an export credit that changes by hour and is usually a fraction of the retail price. ${billingText.netBillingMonthly}`,
          'So the best system covers your own use, not more, and often includes a battery to move midday solar into the 4-9 p.m. peak.',
        ],
        image: 'battery',
        imageAlt: 'Two wall-mounted batteries and a gateway in a garage.',
      },
      {
        header: 'From application to permission to operate',
        paragraphs: [
          'We file the interconnection application with the design, pass the city or county inspection, then send the signed-off permit to the utility. It issues permission to operate, and only then is the system switched on.',
        ],
        bullets: [
          'Application filed with your design',
          'Installation: 1-3 days',
          'Inspection, then permission to operate',
          'Start to finish: usually 2-3 months',
        ],
        image: 'crew',
        imageAlt: 'A crew in hard hats in front of a solar array, one holding a tablet.',
      },
      {
        header: 'Already on NEM 2.0? Protect it',
        paragraphs: [
          `Older systems keep their NEM 2.0 terms for ${incentives.legacyNem.rule.termYears} years from interconnection. Adding too many panels can move you onto NEM 3.0, but a battery or a small addition often does not. We check the rules for your system before we change anything.`,
        ],
        image: 'home',
        imageAlt: 'A house roof covered in solar panels.',
      },
    ],
    cards: ['residential-solar', 'our-process', 'batteries', 'system-upgrades'],
    form: {
      heading: 'Start a solar project in {location}',
      text: 'Tell us about your home and your bill. We will design for the tariff that applies to you and handle the utility from application to switch-on.',
      points: ['Interconnection filed for you', 'NEM 3.0 savings shown honestly', 'Independent of any utility'],
    },
    cites: sourcesOf([...billingFacts, incentives.nbt, incentives.legacyNem]),
    modified: '2026-11-26',
  },
  {
    slug: 'pge',
    title: 'Lower PG&E and SCE Bills in {location}',
    description:
      'Why electric bills in {location} climb each summer, how PG&E and SCE time-of-use rates work, and the upgrades that cut them the most.',
    keywords: ['PG&E bill {location}', 'high electric bill {location}', 'time of use rates', 'SCE bill {location}'],
    serviceName: 'Electric Bill Reduction and Energy Upgrades',
    hero: {
      eyebrow: 'Utility bills in {location}',
      heading: 'Making sense of your electric bill in {location}',
      lead: 'We are an independent electrical and solar contractor, not the utility. We read bills every day and know which changes bring them down.',
      image: 'bill',
      imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
    },
    sections: [
      {
        header: 'Who bills you, and on which plan',
        paragraphs: [
          '{utilityNote} Both PG&E and SCE put most homes on time-of-use plans, where power costs the most from 4 to 9 p.m. Usage above your baseline allowance costs more again.',
          'The plan name is printed on your bill. If it does not match how your household lives, switching plans can save money on its own, before any equipment.',
        ],
        image: 'bill',
        imageAlt: 'A bill and an electric meter.',
      },
      {
        header: 'Why summer bills jump',
        paragraphs: [
          '{terrainNote} Wherever you live, air conditioning that runs hardest from 4 to 9 p.m. meets the highest prices of the day, and an older AC, leaky ducts or a single-pane west wall can double the summer bill.',
        ],
        image: 'ranch',
        imageAlt: 'A ranch house in the low afternoon sun with solar on the roof.',
      },
      {
        header: 'Changes that pay back fastest',
        paragraphs: ['We start with what costs least and saves most, and only then talk about solar.'],
        bullets: [
          'Pre-cool the house before 4 p.m. and set the thermostat up during the peak',
          'Move EV charging, pool pumps and laundry out of the peak',
          `Ask about discounts: CARE takes ${percentOf(incentives.care)} off electric bills, FERA ${percentOf(incentives.fera)}`,
          'Solar sized to your use, with a battery for the evening peak',
        ],
        image: 'panel',
        imageAlt: 'An open main panel beside the utility meter.',
      },
      {
        header: 'When solar is the right answer',
        paragraphs: [
          'For most homes with a sunny roof and a high summer bill, solar and a battery together can cut the bill deeply. We show the savings month by month against your real usage, so you can judge it for yourself.',
        ],
        image: 'home',
        imageAlt: 'A house roof covered in solar panels with the sun behind it.',
      },
    ],
    cards: ['residential-solar', 'batteries', 'system-upgrades', 'general-electric'],
    form: {
      heading: 'Get help with your electric bill in {location}',
      text: 'Tell us what you pay in summer and winter. We will suggest the cheapest changes first and quote solar only if it makes sense.',
      points: ['Independent of PG&E and SCE', 'Bill review with real numbers', 'No obligation'],
    },
    cites: sourcesOf([incentives.care, incentives.fera]),
    modified: incentivesAsOf,
  },
];
