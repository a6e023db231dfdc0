import type { PageMeta } from '@/content/types';

export const whatSetsUsApartMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'What Sets Us Apart: Our Crews, Our Office',
  description:
    'Our own licensed crews, a Bakersfield office, a 24/7 emergency line, and proposals sized from your meter data with prices and warranties written out.',
  keywords: ['why choose us', 'local solar company Bakersfield', 'solar warranty', 'emergency electrician Kern County'],
};
