import type { PageMeta } from '@/content/types';

export const partnersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Our Partners: Lenders, Makers, Local Firms',
  description:
    'The loan, lease and PPA providers, equipment makers and local contractors we work with to finance and build solar and electrical work in Kern County.',
  keywords: ['solar financing partners', 'solar lenders', 'Kern County contractors', 'community sponsorship Bakersfield'],
};
