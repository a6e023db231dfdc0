import type { PageMeta } from '@/content/types';
import { claimText } from '@/content/company';
import { callbackPeriod } from '@/content/callback';
export const contactPage = {
  eyebrow: 'Contact',
  heading: 'Talk to an estimator',
  intro: `Questions about a bill, a quote from another installer, or a breaker that keeps tripping: call, write or come by. We answer every request within ${callbackPeriod.en}.`,
  cards: {
    email: { title: 'Email', text: 'Send photos of your panel or your last utility bill; they help us quote faster.' },
    phone: { title: 'Phone', text: 'Office hours below. After hours the same number reaches our emergency crew.' },
    address: { title: 'Office', text: claimText.office },
  },
  hoursTitle: 'Office hours',
  formHeading: 'Request your free quote',
  formText: 'Tell us what you need. There is no obligation and we never share your details.',
  formPoints: [
    'Work done under our C-10 electrical contractor license',
    ...claimText.ownCrewsLines,
    'Free site visit and a written, itemized quote',
    'Emergency calls answered 24/7',
  ],
};

export const contactMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Contact Us for a Free Quote',
  description:
    'Call, email or visit our Bakersfield office, or send the form for a free quote on solar, batteries, EV chargers, or commercial, farm and oilfield work.',
};
