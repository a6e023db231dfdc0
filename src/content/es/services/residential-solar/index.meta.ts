import * as en from '@/content/services/residential-solar/index.meta';
import type { PageMeta } from '@/content/types';

export const residentialLandingMeta: PageMeta = {
  ...en.residentialLandingMeta,
  service: 'Instalación solar residencial',
  title: 'Paneles solares y baterías en Kern County',
  description:
    'Paneles solares y baterías para NEM 3.0 y el calor del Valle, más cargadores EV y cambios de panel, instalados en 1-3 días por nuestras cuadrillas.',
  keywords: [
    'energía solar residencial',
    'paneles solares para casa Bakersfield',
    'baterías solares Kern County',
    'paneles solares NEM 3.0',
  ],
};
