import type { PageMeta } from './types';

export const contactMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Contact Us for a Free Quote',
  description:
    'Call, email or visit our Bakersfield office, or send the form for a free quote on solar, batteries, EV chargers, or commercial, farm and oilfield work.',
};
