import type { PageMeta } from '@/content/types';

export const partnersMeta: PageMeta = {
  title: 'Our Partners: Solar Lenders, Equipment Makers and Local Businesses',
  description:
    'The loan, lease and PPA providers, equipment maker and local contractors we work with to finance and deliver solar, batteries and electrical work across Kern County.',
  keywords: ['solar financing partners', 'solar lenders', 'Kern County contractors', 'community sponsorship Bakersfield'],
};
