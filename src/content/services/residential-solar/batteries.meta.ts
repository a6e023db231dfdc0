import type { PageMeta } from '@/content/types';

export const batteriesMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Home Battery Installation',
  title: 'Home Batteries: Powerwall 3, Enphase, FranklinWH',
  description:
    'Batteries that store solar for the 4-9 pm peak under NEM 3.0 and keep power on through PSPS shutoffs and heat-wave outages. SGIP rebate help.',
  keywords: ['home battery storage', 'Powerwall 3 installation', 'SGIP battery rebate', 'PSPS backup power'],
};
