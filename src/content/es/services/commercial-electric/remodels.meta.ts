import * as en from '@/content/services/commercial-electric/remodels.meta';
import type { PageMeta } from '@/content/types';

export const remodelsMeta: PageMeta = {
  ...en.remodelsMeta,
  service: 'Electricidad para remodelaciones comerciales',
  title: 'Remodelación comercial y adecuación de locales',
  description:
    'Remodelación eléctrica en edificios ocupados de Kern County: adecuación de locales, iluminación Title 24, aumentos de servicio y carga EV para flotillas.',
  keywords: [
    'remodelación eléctrica comercial',
    'adecuación de locales Bakersfield',
    'iluminación Title 24',
    'carga de vehículos eléctricos para flotillas',
  ],
};
