import * as en from '@/content/system-pages';
import type { Localized } from '@/content/localized';

/** Texts of the not-found page, in Spanish. */
export const notFoundText: Localized<typeof en.notFoundText> = {
  title: '404: página no encontrada',
  code: en.notFoundText.code,
  heading: 'Página no encontrada',
  back: 'Volver al inicio',
  description: 'Es posible que la página que busca se haya eliminado, que haya cambiado de nombre o que no esté disponible por el momento.',
  helpHeading: 'Páginas populares',
};
