import * as en from '@/content/services/commercial-electric/index.meta';
import type { PageMeta } from '@/content/types';

export const commercialOverviewMeta: PageMeta = {
  ...en.commercialOverviewMeta,
  service: 'Contratista eléctrico comercial',
  title: 'Contratista eléctrico comercial en Bakersfield',
  description:
    'Electricidad y solar para negocios de Kern County: obra nueva, adecuación de locales, aumentos de servicio, solar en techo y carport, financiamiento.',
  keywords: [
    'electricista comercial Bakersfield',
    'contratista eléctrico comercial Kern County',
    'energía solar comercial',
    'adecuación de locales',
  ],
};
