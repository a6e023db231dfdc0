import type { PageMeta } from '@/content/types';

export const financingMeta: PageMeta = {
  title: 'Solar Financing in Bakersfield: Cash, Solar Loans, Leases and PPAs',
  description:
    'Compare paying cash, a solar loan over 5 to 20 years, and a lease or PPA: who owns the system, who gets the 30% federal tax credit, upfront cost and long-term savings.',
  keywords: ['solar financing', 'solar loan', 'solar lease', 'solar PPA', 'federal solar tax credit'],
};
