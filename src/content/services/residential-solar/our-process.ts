import { endDate, gasPercentOf, incentiveSentences, percentOf } from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block';
import { degradation } from '@/shared/estimate/degradation';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from './images';
import { callbackPeriod } from '@/content/callback';

/** Spec section 2, "Our process": integrity, community, whole-home solar, financing, FAQ, form. */
export const ourProcessBlocks: readonly Block[] = [
  {
    kind: 'hero',
    eyebrow: 'Home Energy · Our process',
    heading: 'From first call to switched on, one team the whole way',
    lead: 'A home solar project takes about 2-3 months from the first call to the day your utility lets you switch on, and only 1-3 of those days are spent on your roof. Here is what happens in between, and who you talk to at each step.',
    image: img.crew,
    actions: [{ label: "Let's Get Started", href: '/contact' }],
  },
  {
    kind: 'steps',
    id: 'steps',
    eyebrow: 'Step by step',
    tone: 'offwhite',
    heading: 'Four steps, no surprises',
    intro: 'The same project manager stays with you from the first call to switch-on, and you get a text message as each step is done.',
    steps: [
      {
        title: 'Site visit and bill review',
        text: 'You share 12 months of PG&E or SCE usage, or we help you download it. An estimator then measures the roof, checks shade and roof age, and opens your main panel to see what it can carry.',
      },
      {
        title: 'Design and written quote',
        text: 'Panel layout, battery option, expected production month by month and your new bill, itemized. You take your time to decide; nothing is signed on the spot.',
      },
      {
        title: 'Permits and utility paperwork',
        text: 'We draw the plan set, pull the permit from the City of Bakersfield or Kern County and file your interconnection application with PG&E or SCE.',
      },
      {
        title: 'Installation, inspection and PTO',
        text: '1-3 days on the roof with our own crew. We meet the inspector, the utility grants permission to operate (PTO), and we switch on and set up your monitoring app with you.',
      },
    ],
  },
  {
    kind: 'split',
    id: 'integrity',
    eyebrow: 'Integrity',
    heading: 'A quote you can check line by line',
    paragraphs: [
      'Every quote lists panel count and model, inverter, racking, battery if any, permit and utility fees, and the expected production for each month. You can hand it to another installer and compare like for like.',
      'If solar does not make sense for your home yet, we say so. A roof with five years of life left should be replaced first. A house shaded by two old valley oaks may do better with a smaller system. We would rather lose a sale than install something that disappoints you.',
    ],
    bullets: [
      'No door-to-door sales and no pressure to sign today',
      'Production estimates based on your roof and your meter data',
      'The price in the quote is the price you pay',
    ],
    image: img.designPlan,
    imageSide: 'left',
  },
  {
    kind: 'split',
    id: 'community',
    eyebrow: 'Community',
    heading: 'We live here, so we answer here',
    paragraphs: [
      'Our electricians, installers and office staff live in Bakersfield, Shafter, Delano and Tehachapi. The crew on your roof will still be in Kern County in ten years, and so will our office on the north side of Bakersfield.',
      `Energy help is part of the job even when nobody buys anything. We walk neighbors through CARE and FERA discounts (${percentOf(incentives.care)} off electricity and ${gasPercentOf(incentives.care)} off gas with CARE, ${percentOf(incentives.fera)} with FERA), Medical Baseline for home medical equipment, and whether any SGIP battery budget is open.`,
    ],
    bullets: [
      'Local crews, local office, local phone number',
      'Free help with utility discount applications',
      'Service calls answered by the team that installed your system',
    ],
    image: img.van,
    tone: 'offwhite',
  },
  {
    kind: 'split',
    id: 'whole-home',
    eyebrow: 'Whole-home solar',
    heading: 'Designed for the whole house, including what comes next',
    paragraphs: [
      'Most Kern County homes use the most power on summer afternoons, when the air conditioner runs hardest. Under NEM 3.0, the best design covers those hours directly: panels facing west as well as south, and a battery that carries solar from the afternoon into the 4-9\u00a0p.m. peak.',
      'We also plan for the loads you are likely to add: an EV charger, a heat pump water heater, a pool pump or an electric range. Sizing for them now costs less than adding panels later, and we check that your main panel can carry it all.',
    ],
    bullets: [
      'Sized from 12 months of interval data',
      'West-facing panels where the afternoon hours pay more',
      'Room in the design for an EV, heat pump or battery',
    ],
    image: img.wholeHome,
    imageSide: 'left',
  },
  {
    kind: 'split',
    id: 'financing',
    eyebrow: 'Financing',
    heading: 'Own it, finance it or lease it',
    paragraphs: [
      'Cash gives the fastest payback. With a solar loan over 5 to 20 years, your proposal shows the loan payment next to your expected bill savings, month by month. A lease or PPA costs nothing up front, and the provider maintains the system.',
      `If you own the system, there is no federal tax credit any more: it ended for home systems finished after ${endDate(incentives.fed25d)}. We show all three options on the same quote, with the lifetime cost of each, and price per watt, so you can compare us with any other quote. ${incentiveSentences.exclusionDeadline}`,
    ],
    image: img.homeEnergy,
    action: { label: 'See financing options', href: '/resources/financing' },
    tone: 'sand',
  },
  {
    kind: 'faq',
    id: 'faq',
    eyebrow: 'Questions',
    heading: 'Common questions about the process',
    groups: [
      {
        title: 'Our process',
        items: [
          {
            question: 'How long does a solar installation take?',
            answer:
              "The installation itself takes 1-3 days on the roof, depending on the system size and whether a battery or panel upgrade is included. From first call to switch-on, expect 2-3 months. Design takes about a week, the permit one to four weeks depending on the city or county, then installation, inspection and finally the utility's permission to operate (PTO), which PG&E and SCE usually grant within one to three weeks.",
          },
          {
            question: 'What maintenance do solar panels need?',
            answer:
              'Very little. There are no moving parts. In the Valley, dust and pollen build up between rains, so rinse the panels with a garden hose in the early morning or evening once or twice a year, or after harvest season. Use plain water, no pressure washer and no climbing on the roof. The panels are warranted for 25 years and lose only about 0.5% of their output each year. If anything needs attention, we come out.',
          },
          {
            question: 'How do I monitor my system?',
            answer:
              'Your inverter or battery reports to an app on your phone over your home Wi-Fi. It shows how much your panels produce and, with the consumption meter we install, how much your home uses. We watch the same data. If production drops for no clear reason, we call you. If the system loses Wi-Fi after a router change, our Wi-Fi reconnection guide on the blog walks you through it in a few minutes.',
          },
        ],
      },
    ],
  },
  sourcesBlock([
    incentives.care,
    incentives.fera,
    incentives.sgip,
    incentives.rsse,
    incentives.fed25d,
    incentives.solarExclusion,
    degradation,
  ]),
  {
    kind: 'cta',
    id: 'process-cta',
    heading: 'Start with a free site visit',
    text: 'An estimator comes to you, measures the roof and opens the panel. You get a written design and quote within a week.',
    action: { label: 'Request a Consultation', href: '/contact' },
  },
  {
    kind: 'form',
    id: 'contact',
    form: 'quote',
    heading: 'Tell us about your home',
    text: `A few details are enough to start. We read every request and call back within ${callbackPeriod.en}.`,
    points: ['A call back from one of our estimators', 'A free site visit and written quote', 'No obligation and no shared details'],
  },
];

export const ourProcessMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Our Home Solar Process, Site Visit to Switch-On',
  description:
    'How a home solar project runs with us: site visit, written design, permits, 1-3 days of installation and permission to operate from PG&E or SCE.',
  keywords: ['solar installation process', 'solar permit Bakersfield', 'permission to operate', 'solar maintenance'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/our-process.tsx). */
export const page: Page = { meta: ourProcessMeta, blocks: ourProcessBlocks };
