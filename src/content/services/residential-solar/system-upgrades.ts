import { billingFacts } from '@/content/facts/billing';
import { billingText } from '@/content/facts/billing-text';
import { codeRules } from '@/content/facts/code';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from './images';
import { withTownLinks } from '@/content/towns/town-links';
import { callbackPeriod } from '@/content/callback';

/** The legacy NEM addition limit, from the fact that holds it (docs/decisions/027-content-truth.md). */
const legacyRule = incentives.legacyNem.rule;

/** Spec section 2, "System upgrades": Kern County focus, main panel upgrade, true-up FAQ, form. */
export const systemUpgradesBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Home Energy · System upgrades',
    heading: 'Upgrade the solar you have to fit the home you live in now',
    lead: 'Bigger family, new EV, a pool, or a true-up bill that grows every year? We add panels and batteries, replace tired inverters and upgrade main panels on existing systems across Kern County, including systems another company installed.',
    image: img.homeEnergy,
    actions: [{ label: 'Get an Upgrade', href: '/contact' }],
  },
  {
    kind: 'features',
    id: 'kern-county',
    eyebrow: 'Kern County focus',
    heading: 'The upgrades Kern County homes ask us for most',
    intro:
      'Many systems in Bakersfield, Shafter and Tehachapi were sized ten years ago for a smaller household and a cooler summer. These are the changes that bring them back in line.',
    tone: 'offwhite',
    columns: 3,
    items: [
      {
        icon: 'sun',
        title: 'Adding panels',
        text: `More production for a larger household. On a NEM 2.0 system we keep the addition within the limit (${legacyRule.addKw}\u00a0kW or ${legacyRule.addPercent}% of the original size, whichever is greater) that lets you keep your current plan.`,
      },
      {
        icon: 'battery',
        title: 'Adding a battery',
        text: 'Most existing systems can take an AC-coupled battery without changing the panels. It covers the 4-9\u00a0p.m. peak and keeps essentials running in an outage.',
      },
      {
        icon: 'wrench',
        title: 'Inverter replacement',
        text: 'String inverters from the early 2010s are reaching the end of their life, and many failed ones sit unnoticed for months. We replace them and restore monitoring.',
      },
      {
        icon: 'gauge',
        title: 'Main panel upgrade',
        text: 'From 100\u00a0A to 200\u00a0A, so solar, an EV charger and a heat pump can share one service safely. Details below.',
      },
      {
        icon: 'house',
        title: 'Remove and reinstall for a new roof',
        text: 'Re-roofing under an array? We take the panels down, protect them, and reinstall them with new flashing once the roofer is done.',
      },
      {
        icon: 'heat',
        title: 'Heat and dust check-up',
        text: 'A full inspection after years of 110-degree summers: connections torqued, wiring off the roof surface, critter guards installed, and production compared with the design.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'main-panel',
    eyebrow: 'Main panel upgrades',
    heading: 'From 100\u00a0A to 200\u00a0A: room for solar, an EV and a heat pump',
    paragraphs: [
      'Many Bakersfield homes built before the 1990s still have a 100-amp main panel. That was plenty for lights, a fridge and a swamp cooler. It is not enough for central air, a Level 2 EV charger, a heat pump water heater and a solar system feeding the same panel.',
      "Solar adds its own limit. Under the electrical code's 120% rule, a typical 100\u00a0A panel with a 100\u00a0A main breaker can accept only a 20\u00a0A solar breaker, about a 3.8\u00a0kW inverter. A 200\u00a0A panel, especially one with a 225\u00a0A busbar, leaves room for a full-size system and a battery.",
      'A service upgrade needs the utility. We file the request with PG&E or SCE, pull the permit, schedule the shut-off and reconnection with them, and coordinate the meter. Power is usually off for one working day, and we plan it so your fridge and medical equipment are covered.',
    ],
    bullets: [
      'Load calculation first, so you only upgrade if you need to',
      'PG&E or SCE service request, permit and inspection handled by us',
      'New breakers labeled circuit by circuit',
      'Often done on the same visit as solar or an EV charger',
    ],
    image: img.mainPanel,
    imageSide: 'left',
    action: { label: 'Get an Upgrade', href: '/contact' },
  },
  {
    kind: 'text',
    id: 'true-up',
    eyebrow: 'True-up bills',
    heading: 'Why your true-up bill grew, and what fixes it',
    paragraphs: [
      `${billingText.netBillingMonthly} ${billingText.legacyYearly} When a household grows, a new EV starts charging, or panels slowly lose output to dust and age, those charges grow, and the true-up can turn from a small charge into a bill of several hundred dollars.`,
      'We start by reading your last 12 months of data and your true-up statement. Sometimes the fix is a failed inverter or a dirty array. Sometimes it is a few more panels, a battery to move your solar into the 4-9\u00a0p.m. peak, or a better rate plan. You get the options in writing, with what each one saves.',
    ],
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'True-up questions',
    heading: 'Questions about true-up charges',
    tone: 'sand',
    groups: [
      {
        title: 'True-up charges',
        items: [
          {
            question: 'What is a true-up bill?',
            answer: billingText.trueUpAnswer,
          },
          {
            question: 'Why do I owe money at true-up even though my solar makes more than I use?',
            answer:
              'Because energy at different hours is worth different amounts. Power you export at noon earns less than the power you buy in the evening, especially on NEM 3.0. On top of that, non-bypassable charges apply to every kWh you import from the grid and cannot be canceled by solar credits. A battery that covers your evening use is usually the most effective fix.',
          },
          {
            question: 'Will adding panels or a battery change my NEM plan?',
            answer: `A battery can usually be added to a NEM 2.0 system without leaving NEM 2.0. Added panels keep your plan if the increase stays within ${legacyRule.addKw}\u00a0kW or ${legacyRule.addPercent}% of the original system size, whichever is greater; beyond that, the utility moves the system to NEM 3.0. We check your interconnection agreement before we design anything and show you the effect on the true-up both ways.`,
          },
        ],
      },
    ],
  },
  sourcesBlock([...billingFacts, incentives.legacyNem, codeRules.busbar120]),
  {
    kind: 'cta',
    id: 'upgrades-cta',
    heading: 'Bring us your last true-up statement',
    text: 'We will tell you what is driving it, whether your system is performing as designed, and which upgrade, if any, pays for itself.',
    action: { label: 'Contact Our Team', href: '/contact' },
  },
  {
    kind: 'form',
    id: 'estimate',
    form: 'estimate',
    heading: 'Get a free upgrade estimate',
    text: `Check True-Up if your annual bill is the worry, or Adding Batteries if you want storage. An estimator will review your system and call you within ${callbackPeriod.en}.`,
    points: [
      'We work on systems installed by any company',
      'A system health check with every upgrade estimate',
      'Utility paperwork and permits handled for you',
    ],
  },
];

export const systemUpgradesMeta: PageMeta = {
  modifiedTime: '2026-11-26',
  service: 'Solar System and Main Panel Upgrades',
  title: 'Solar Add-Ons and Main Panel Upgrades',
  description:
    'Add panels or a battery to existing solar, replace a failed inverter, or upgrade a 100 A main panel to 200 A. Straight answers on true-up charges.',
  keywords: ['solar system upgrade', 'main panel upgrade Bakersfield', '200 amp panel upgrade', 'true-up bill'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/system-upgrades.tsx). */
export const page: Page = { meta: systemUpgradesMeta, blocks: withTownLinks(systemUpgradesBlocks) };
