import * as en from '@/content/services/commercial-electric/solar.meta';
import type { PageMeta } from '@/content/types';

export const commercialSolarMeta: PageMeta = {
  ...en.commercialSolarMeta,
  service: 'Instalación solar comercial',
  title: 'Energía solar comercial: techo, carport o suelo',
  description:
    'Solar para negocios de Kern County: sistemas en techo, carport o suelo diseñados para el Net Billing Tariff, con baterías para bajar cargos por demanda.',
  keywords: [
    'energía solar comercial Bakersfield',
    'carport solar',
    'NEM 3.0 para negocios',
    'MACRS solar',
    'crédito fiscal a la inversión',
  ],
};
