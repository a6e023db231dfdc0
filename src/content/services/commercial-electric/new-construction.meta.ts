import type { PageMeta } from '@/content/types';

export const newConstructionMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'New Construction Electrical',
  title: 'New Construction Electrical in Kern County',
  description:
    'Electrical for new commercial buildings in Bakersfield and Kern County: free job walk, line-item bids, design-build, utility service and solar built in.',
  keywords: ['commercial electrical contractors', 'new construction electrician Bakersfield', 'design-build electrical', 'free job walk'],
};
