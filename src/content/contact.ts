import type { PageMeta } from '@/content/types';
export const contactPage = {
  eyebrow: 'Contact',
  heading: 'Talk to a licensed estimator',
  intro:
    'Questions about a bill, a quote from another installer, or a breaker that keeps tripping: call, write or stop by. We answer every request within one business day.',
  cards: {
    email: { title: 'Email', text: 'Send photos of your panel or your last utility bill; they help us quote faster.' },
    phone: { title: 'Phone', text: 'Office hours below. After hours the same number reaches our emergency crew.' },
    address: { title: 'Office', text: 'Visits by appointment, so an estimator is free to sit down with you.' },
  },
  hoursTitle: 'Office hours',
  formHeading: 'Request your free quote',
  formText: 'Tell us what you need. There is no obligation and we never share your details.',
  formPoints: [
    'Licensed C-10 electrical contractor crews, never subcontracted',
    'Free site visit and a written, itemised quote',
    'Emergency calls answered 24/7',
  ],
};

export const contactMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Contact Us for a Free Quote',
  description:
    'Call, email or visit our Bakersfield office, or send the form for a free quote on solar, batteries, EV chargers, or commercial, farm and oilfield work.',
};
