import type { PageMeta } from '@/content/types';

export const agricultureMeta: PageMeta = {
  title: 'Agricultural Solar, Agrivoltaics and Pump Electrical in Kern County',
  description:
    'Farm solar and electrical in the San Joaquin Valley: solar farms and agrivoltaics, well pumps and VFDs, PG&E AG rate reviews and NEM aggregation across meters. 24/7 pump service.',
  keywords: ['agricultural solar', 'agrivoltaics', 'well pump electrician', 'PG&E AG rates', 'NEM aggregation', 'Kern County farms'],
};
