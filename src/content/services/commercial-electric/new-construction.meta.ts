import type { PageMeta } from '@/content/types';

export const newConstructionMeta: PageMeta = {
  title: 'Commercial Electrical Contractors for New Construction in Kern County',
  description:
    'Commercial electrical contractors for new construction in Bakersfield and Kern County: free job walk, line-item bids, design-build, utility service and solar built in. Call for a walk.',
  keywords: ['commercial electrical contractors', 'new construction electrician Bakersfield', 'design-build electrical', 'free job walk'],
};
