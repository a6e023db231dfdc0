import roofImage from '@/assets/illustrations/commercial-roof-array.svg';
import type { Block, PageMeta } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

export const partnersHero: Block = {
  kind: 'hero',
  eyebrow: 'Partners',
  heading: 'Our Partners',
  lead: 'Good financing and good referrals make a project easier long before our crew arrives. These are the lenders, leasing companies, equipment maker and local businesses we work with, chosen for fair terms and the same standards we hold ourselves to.',
  image: { src: roofImage, alt: 'A flat commercial roof covered in rows of solar panels under a clear sky.', width: 800, height: 600 },
  actions: [{ label: 'Partner With Us', href: '/contact' }],
};

export const logoStripSection = {
  id: 'partner-logos',
  eyebrow: 'Financing and sales partners',
  heading: 'Seven financing partners, five sales partners',
  intro:
    "Loan, lease and PPA providers plus an inverter maker fund our customers' systems; local contractors and suppliers send us the projects they cannot do themselves. Select a logo to read what each partner does.",
  label: 'Our partners',
  /** Shown while the owner fact `partners` is a sample (docs/decisions/027-content-truth.md). */
  sampleNote:
    'Sample partners: these names, and the community work below, are fictional samples the owner replaces with real, confirmed partners before launch.',
};

export const directorySection = {
  id: 'partner-directory',
  eyebrow: 'Who does what',
  heading: 'How each partner helps our customers',
  financingTitle: 'Financing partners',
  salesTitle: 'Sales partners',
};

export const partnersReachOut: Block = {
  kind: 'cta',
  id: 'reach-out',
  heading: 'Lender, contractor or supplier? Let us talk.',
  text: 'We add partners who treat Valley homeowners, growers and businesses fairly. Tell us what you do and how our customers would benefit.',
  action: { label: 'REACH OUT TODAY', href: '/contact' },
  phone: false,
};

export const communityBlock: Block = {
  kind: 'features',
  id: 'community',
  eyebrow: 'In our community',
  heading: 'Partners closer to home',
  intro: "We live where we work. A share of every year's budget and a lot of our crews' time goes back into Kern County.",
  columns: 4,
  tone: 'offwhite',
  items: [
    {
      icon: 'training',
      title: 'Trade-school apprenticeships',
      text: 'Paid apprenticeships and job-site days for students from local high-school career programs and community-college electrical courses.',
    },
    {
      icon: 'sprout',
      title: 'Local sponsorships',
      text: 'Youth baseball and soccer teams, FFA and 4-H exhibitors at the county fair, and school robotics clubs from Delano to Tehachapi.',
    },
    {
      icon: 'shield',
      title: 'Safety checks for seniors',
      text: 'Free electrical safety checks before summer for seniors and Medical Baseline customers: smoke alarms, overloaded outlets, panel heat.',
    },
    {
      icon: 'heat',
      title: 'Heat and outage relief',
      text: 'Donated electrical work for community cooling centers and backup power for the food pantries that serve families during summer outages.',
    },
  ],
};

export const partnersEstimate: Block = {
  kind: 'form',
  id: 'estimate',
  form: 'estimate',
  heading: 'Ready to start your project?',
  text: 'Get a free estimate with every financing option our partners offer, priced side by side for your home.',
  formTitle: 'Get a Free Estimate Today',
  points: [`A call back within ${callbackPeriod.en}`, 'Cash, loan and lease prices on one proposal', 'No obligation and no pressure'],
};

export const partnersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Our Partners: Lenders, Makers, Local Firms',
  description:
    'The loan, lease and PPA providers, equipment makers and local contractors we work with to finance and build solar and electrical work in Kern County.',
  keywords: ['solar financing partners', 'solar lenders', 'Kern County contractors', 'community sponsorship Bakersfield'],
};
