import type { PageMeta } from '@/content/types';

export const commercialSolarMeta: PageMeta = {
  title: 'Commercial Solar in Bakersfield: Rooftop, Carport and Ground-Mount',
  description:
    'Commercial solar for Kern County businesses sized for the Net Billing Tariff (NEM 3.0): 30% federal tax credit, MACRS depreciation, batteries for demand charges. Free estimate.',
  keywords: ['commercial solar Bakersfield', 'solar carport', 'NEM 3.0 business', 'MACRS solar', 'investment tax credit'],
};
