import type { PageMeta } from './types';

export const contactMeta: PageMeta = {
  title: 'Contact Us for a Free Solar or Electrical Quote',
  description:
    'Call, email or visit our Bakersfield office. Request a free quote for solar, batteries, EV chargers, commercial, agricultural or oilfield electrical work in Kern County.',
};
