import * as en from '@/content/services/commercial-electric/new-construction.meta';
import type { PageMeta } from '@/content/types';

export const newConstructionMeta: PageMeta = {
  ...en.newConstructionMeta,
  service: 'Instalación eléctrica para obra nueva',
  title: 'Electricidad para obra nueva en Kern County',
  description:
    'Electricidad para edificios comerciales nuevos en Kern County: recorrido de obra gratis, cotización por partidas, diseño-construcción, acometida y solar.',
  keywords: [
    'contratistas eléctricos comerciales',
    'electricista para obra nueva Bakersfield',
    'diseño y construcción eléctrica',
    'recorrido de obra gratis',
  ],
};
