import type { PageMeta } from './types';

export const homeMeta: PageMeta = {
  title: 'Solar, Batteries & Electrical Contractor in Bakersfield',
  description:
    'Licensed solar and electrical contractor for Bakersfield, Kern County and the San Joaquin Valley: rooftop solar, batteries, EV chargers, commercial, agricultural and oilfield electrical work.',
};
