import type { PageMeta } from '@/content/types';

export const commercialFinancingMeta: PageMeta = {
  title: 'Commercial Solar and Electrical Financing Options',
  description:
    'Compare commercial financing for solar, storage and electrical upgrades: cash with depreciation, equipment loans of 5 to 20 years, PPAs, leases and property-assessed financing.',
  keywords: ['commercial solar financing', 'solar PPA', 'equipment loan', 'PACE financing', 'MACRS'],
};
