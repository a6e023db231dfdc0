import type { PageMeta } from '@/content/types';

export const commercialFinancingMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Commercial Solar and Electrical Financing',
  description:
    'Ways to pay for commercial solar, storage and electrical upgrades: cash with depreciation, equipment loans of 5 to 20 years, PPAs, leases and PACE.',
  keywords: ['commercial solar financing', 'solar PPA', 'equipment loan', 'PACE financing', 'MACRS'],
};
