import * as en from '@/content/about/areas-we-serve.meta';
import type { PageMeta } from '@/content/types';

export const areasMeta: PageMeta = {
  modifiedTime: en.areasMeta.modifiedTime,
  title: 'Áreas que atendemos: 14 ciudades de Kern y más',
  description:
    'Dónde trabajamos: 14 ciudades de Kern County, de Delano a Lake Isabella, siete condados para obras comerciales y cinco regiones agrícolas. Elija su ciudad.',
  keywords: ['áreas que atendemos', 'electricista Kern County', 'instalador solar cerca de mí', 'energía solar Valle de San Joaquín'],
};
