import type { PageMeta } from '@/content/types';

export const financingMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar Financing: Cash, Loans, Leases and PPAs',
  description:
    'Cash, a 5 to 20-year solar loan, or a lease or PPA: who owns the system, upfront cost, savings, and why only a lease can still carry a federal credit.',
  keywords: ['solar financing', 'solar loan', 'solar lease', 'solar PPA', 'solar lease tax credit'],
};
