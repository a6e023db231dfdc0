import type { PageMeta } from '@/content/types';

export const commercialOverviewMeta: PageMeta = {
  title: 'Commercial Electrical Contractor in Bakersfield and Kern County',
  description:
    'Commercial electrical and solar for Kern County businesses: new construction, tenant improvements, service upgrades, carport and rooftop solar, and financing. One licensed contractor.',
  keywords: [
    'commercial electrician Bakersfield',
    'commercial electrical contractor Kern County',
    'commercial solar',
    'tenant improvements',
  ],
};
