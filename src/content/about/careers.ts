import crewImage from '@/assets/illustrations/crew.svg';
import vanImage from '@/assets/illustrations/service-van.svg';
import type { Block, PageMeta, Page } from '@/content/types';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import { applicantCallPeriod } from '@/content/callback';
import { payTransparencySources } from '@/content/facts/pay-transparency';

/** Whether the owner has confirmed the benefits below. */
export const showBenefits = !isSample(ownerFacts.benefits);

/**
 * What employees get: shown once the owner verifies it (`ownerFacts.benefits`), and not exported
 * until then, so no page text holds it (src/content/claims.test.ts).
 */
const benefitsBlock: Block = {
  kind: 'features',
  id: 'benefits',
  eyebrow: 'Benefits',
  heading: 'What you get working here',
  intro: 'Full-time employees get all of it from their first day, or the first of the month after.',
  columns: 3,
  items: [
    {
      icon: 'banknote',
      title: 'Competitive pay',
      text: 'Hourly rates at or above the Kern County market for every trade level, overtime paid as overtime, and a raise with each certification you earn.',
    },
    {
      icon: 'health',
      title: 'Health benefits',
      text: 'Medical, dental and vision coverage for you, with most of the premium paid by the company, and affordable plans for your family.',
    },
    {
      icon: 'savings',
      title: '401(k) match',
      text: 'A 401(k) with a company match on what you put in, so part of every paycheck works for your retirement.',
    },
    {
      icon: 'training',
      title: 'Training and growth',
      text: 'Paid hours in a state-approved electrical training program, manufacturer certifications for inverters and batteries, and we cover the California certification exam fee.',
    },
    {
      icon: 'clock',
      title: 'Work-life balance',
      text: 'Crews work daytime hours close to home, summer shifts start early to beat the heat, and on-call weeks rotate so nobody carries them all year.',
    },
    {
      icon: 'growth',
      title: 'Career growth',
      text: 'Most of our lead installers, foremen and project managers started here as helpers or apprentices. We post every opening inside first.',
    },
  ],
};

export const careersBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Careers',
    heading: 'Build a career powering the Valley',
    lead: 'We are a Bakersfield company that hires locally, trains on the job and promotes from within. Whether you are a journeyman electrician, a first-year apprentice or great with customers, there is a place for you here.',
    image: {
      src: crewImage,
      alt: 'Three electricians in hard hats and high-visibility vests standing in front of a solar array, one holding a tablet.',
      width: 800,
      height: 600,
    },
    actions: [{ label: 'Apply Now', href: '/about/careers#apply' }],
    phone: false,
  },
  // Benefits are an owner fact: listed only once verified (docs/decisions/027-content-truth.md).
  ...(showBenefits ? [benefitsBlock] : []),
  {
    kind: 'split',
    id: 'culture',
    eyebrow: 'Our culture',
    heading: 'Safe, proud of the work, and home for dinner',
    paragraphs: [
      'We work on roofs in July and in oilfield yards in the wind, so safety is not a poster on the wall. Every crew starts with a tailgate briefing, carries water and shade, and stops work when the heat index says so. Nobody gets pushed to cut a corner to finish a job.',
      'We are proud of clean work: straight conduit, labeled panels and a customer who calls us back for the next project. New hires are paired with a lead who shows them how it is done here, and you get honest feedback and the time to learn.',
      'Most of us grew up in the Valley. We coach the teams our kids play on, and we hire the students we meet in local trade programs.',
    ],
    bullets: [
      'Heat illness prevention on every summer job',
      'New hires paired with an experienced lead',
      'Company trucks, tools and gear provided',
    ],
    image: {
      src: vanImage,
      alt: 'A white service van with an amber stripe and a ladder on the roof, parked outside a home with solar panels.',
      width: 800,
      height: 600,
    },
    imageSide: 'left',
    tone: 'offwhite',
  },
  {
    kind: 'features',
    id: 'teams',
    eyebrow: 'Where you could fit',
    heading: 'Teams we hire for',
    columns: 3,
    items: [
      {
        icon: 'sun',
        title: 'Solar Installation',
        text: 'Installers, lead installers and helpers who mount racking, set panels and batteries, and run conduit. Roof experience helps; we teach the rest.',
      },
      {
        icon: 'bolt',
        title: 'Commercial Electric',
        text: 'Certified general electricians and apprentices for new construction, tenant improvements, ag pumps and oilfield service work.',
      },
      {
        icon: 'handshake',
        title: 'Sales',
        text: 'Energy consultants who read a utility bill, explain NEM 3.0 in plain words and never oversell. Salary plus bonus, with qualified leads provided.',
      },
      {
        icon: 'checklist',
        title: 'Operations',
        text: 'Project coordinators, permit and interconnection specialists, schedulers and warehouse staff who keep every permit, delivery and inspection on schedule.',
      },
      {
        icon: 'hardhat',
        title: 'Apprentices',
        text: 'No experience? If you are reliable, safe and ready to learn, we will enroll you in a state-approved training program and pay you while you learn.',
      },
      {
        icon: 'team',
        title: 'Not sure yet',
        text: 'Tell us what you are good at and choose "Other" in the form. Good people get a call back even when no role is posted.',
      },
    ],
  },
  {
    kind: 'steps',
    id: 'hiring',
    eyebrow: 'How hiring works',
    heading: 'From application to first day',
    tone: 'sand',
    steps: [
      { title: 'Apply online', text: 'Send the form below. It takes two minutes; a résumé is welcome but not required.' },
      {
        title: 'A call from our office',
        text: `Our operations manager calls every applicant within ${applicantCallPeriod.en} for a short conversation.${isSample(ownerFacts.applicantCallWithin) ? ' (Sample: the owner confirms this time before launch.)' : ''}`,
      },
      {
        title: 'Meet the team',
        text: 'Visit our Bakersfield shop, meet the lead you would work with, and ride along for half a day on a field role.',
      },
      {
        title: 'Offer and onboarding',
        text: 'A written offer with pay and start date, then a paid first week of safety training and tool checkout.',
      },
    ],
  },
  {
    kind: 'form',
    id: 'apply',
    form: 'application',
    heading: 'Apply Now',
    text: `Tell us who you are and what kind of work you are looking for. We read every application and call you back within ${applicantCallPeriod.en}. Each position in the form shows its hourly pay range, as California’s pay-transparency law asks of every job posting (Labor Code section 432.3, sources below).`,
    points: ['No résumé required to apply', 'Apprentices and experienced hands both welcome', 'Your details are used only for hiring'],
  },
  {
    kind: 'sources',
    id: 'pay-law',
    heading: 'Pay ranges and the law',
    intro:
      'An employer with 15 or more employees must include the pay scale, the range it reasonably expects to pay, in any job posting. The ranges in the form are samples until the owner sets the real ones.',
    items: payTransparencySources,
  },
];

export const careersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar, Electrician and Sales Jobs in Bakersfield',
  description: showBenefits
    ? 'Work for a Kern County solar and electrical contractor: fair pay, health benefits, a 401(k) match and paid training toward electrician certification.'
    : 'Work for a Kern County solar and electrical contractor: installer, electrician, sales, operations and apprentice roles, with training on the job.',
  keywords: ['solar jobs Bakersfield', 'electrician jobs Kern County', 'solar installer careers', 'electrical apprenticeship'],
};

/** The page as its route renders it (src/routes/$locale/about/careers.tsx). */
export const page: Page = { meta: careersMeta, blocks: careersBlocks };
