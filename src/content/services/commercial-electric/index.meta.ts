import type { PageMeta } from '@/content/types';

export const commercialOverviewMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Electrical Contracting',
  title: 'Commercial Electrical Contractor, Bakersfield',
  description:
    'Commercial electrical and solar for Kern County businesses: new construction, tenant improvements, service upgrades, carport and rooftop solar, financing.',
  keywords: [
    'commercial electrician Bakersfield',
    'commercial electrical contractor Kern County',
    'commercial solar',
    'tenant improvements',
  ],
};
