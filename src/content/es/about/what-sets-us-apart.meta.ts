import * as en from '@/content/about/what-sets-us-apart.meta';
import type { PageMeta } from '@/content/types';

export const whatSetsUsApartMeta: PageMeta = {
  modifiedTime: en.whatSetsUsApartMeta.modifiedTime,
  title: 'Qué nos distingue: nuestras cuadrillas y oficina',
  description:
    'Cuadrillas propias con licencia, oficina en Bakersfield, línea de emergencia 24/7 y propuestas según su medidor, con precios y garantías por escrito.',
  keywords: ['por qué elegirnos', 'empresa solar local Bakersfield', 'garantía solar', 'electricista de emergencia Kern County'],
};
