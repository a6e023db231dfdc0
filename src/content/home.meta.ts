import type { PageMeta } from './types';

export const homeMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar & Electrical Contractor in Bakersfield',
  description:
    'Licensed solar and electrical contractor for Bakersfield and Kern County: rooftop solar, batteries, EV chargers, and commercial, farm and oilfield work.',
};
