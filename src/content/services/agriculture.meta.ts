import type { PageMeta } from '@/content/types';

export const agricultureMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Agricultural Electrical and Solar',
  title: 'Farm Solar and Pump Electrical in Kern County',
  description:
    'Farm solar and electrical in the San Joaquin Valley: arrays and agrivoltaics, well pumps and VFDs, AG rate reviews, NEM aggregation and 24/7 pump service.',
  keywords: ['agricultural solar', 'agrivoltaics', 'well pump electrician', 'PG&E AG rates', 'NEM aggregation', 'Kern County farms'],
};
