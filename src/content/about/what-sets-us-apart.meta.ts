import type { PageMeta } from '@/content/types';

export const whatSetsUsApartMeta: PageMeta = {
  title: 'What Sets Us Apart: Our Own Crews, Local Office and Lower Prices',
  description:
    '5000+ projects, 98% customer satisfaction, 25+ years in Kern County and a 24/7 emergency line. Our own licensed crews, pricing 15-25% below competitors and 25-year panel warranties.',
  keywords: ['why choose us', 'local solar company Bakersfield', 'solar warranty', 'emergency electrician Kern County'],
};
