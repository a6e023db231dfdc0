import * as en from '@/content/solar-installer-delano';
import type { PageMeta } from '@/content/types';

/** /solar-installer-delano in Spanish: its own title and description, like the English page. */
export const delanoMeta: PageMeta = {
  modifiedTime: en.delanoMeta.modifiedTime,
  title: 'Instalador solar en Delano, CA',
  description:
    'Instalador solar en Delano y el norte de Kern County: paneles y baterías dimensionados para NEM 3.0 y tarifas de PG&E, cargadores EV y cambios de panel.',
  keywords: ['instalador solar Delano', 'energía solar Delano', 'paneles solares Kern County', 'baterías solares Delano'],
};
