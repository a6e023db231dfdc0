import heroImage from '@/assets/illustrations/main-panel.svg';
import type { Block, PageMeta } from '@/content/types';
import { billingFacts } from '@/content/facts/billing';
import { taxCreditPostTitle } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import { degradation } from '@/shared/estimate/degradation';

export const faqHero: Block = {
  kind: 'hero',
  eyebrow: 'FAQ',
  heading: 'Questions we hear often',
  lead: 'Straight answers about solar under NEM 3.0, batteries, electrical work and what installation is really like, from the electricians and estimators in our Bakersfield office.',
  image: {
    src: heroImage,
    alt: 'An open residential main electrical panel with neatly labeled breakers and a solar breaker at the bottom.',
    width: 800,
    height: 600,
  },
  actions: [{ label: 'Ask Us Directly', href: '/contact' }],
};

export const faqSection = {
  id: 'faq',
  eyebrow: 'Frequently asked questions',
  heading: 'Solar, electrical and installation answers',
  intro: 'Open as many questions as you like. If your situation is not covered, call the office: one of our estimators will answer.',
};

export const faqAside = {
  heading: "Didn't find your answer?",
  text: 'Call the office or send a message. You will talk to an estimator or electrician, not a script.',
  hoursLabel: 'Office hours',
  relatedHeading: 'Related reading',
  related: [
    { label: 'Wi-Fi Reconnection Guide', href: '/resources/blog/wifi-reconnects' },
    { label: taxCreditPostTitle, href: '/resources/blog/solar-tax-credits' },
    { label: 'Financing options compared', href: '/resources/financing' },
  ],
  action: { label: 'Send Us a Message', href: '/contact' },
} as const;

/** The documents behind the rules and figures the answers state (docs/decisions/027-content-truth.md). */
export const faqSources: Block = sourcesBlock([...billingFacts, incentives.nbt, incentives.sgip, incentives.rsse, degradation]);

export const faqCta: Block = {
  kind: 'cta',
  id: 'faq-cta',
  heading: 'Still have a question?',
  text: 'Send us your address and a recent PG&E or SCE bill, and we will answer with numbers for your home, not a general rule.',
  action: { label: 'Contact Our Team', href: '/contact' },
};

export const faqMeta: PageMeta = {
  modifiedTime: '2026-11-26',
  title: 'Solar, Battery & Electrical FAQ for Kern County',
  description:
    'Answers on NEM 3.0, batteries, true-up bills, panel upgrades, permits, install time and panel cleaning from a Bakersfield solar and electrical contractor.',
  keywords: ['solar FAQ', 'NEM 3.0 questions', 'true-up bill', 'main panel upgrade', 'solar installation time'],
};
