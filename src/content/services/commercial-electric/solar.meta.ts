import type { PageMeta } from '@/content/types';

export const commercialSolarMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Solar Installation',
  title: 'Commercial Solar: Rooftop, Carport, Ground',
  description:
    'Commercial solar for Kern County businesses: rooftop, carport and ground-mount arrays sized for the Net Billing Tariff, with batteries for demand charges.',
  keywords: ['commercial solar Bakersfield', 'solar carport', 'NEM 3.0 business', 'MACRS solar', 'investment tax credit'],
};
