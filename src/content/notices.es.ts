import type * as en from '@/content/notices';
import type { Localized } from '@/content/localized';

/** On Spanish pages the other language is English (a browser's language never asks for it). */
export const otherLanguage: Localized<typeof en.otherLanguage> = {
  welcome: '',
  link: 'View this page in English',
  dismiss: 'Close',
};

export const installText: Localized<typeof en.installText> = {
  hint: 'Tenga Sunfield en su pantalla de inicio: todas las páginas funcionan sin conexión.',
  install: 'Instalar',
  iosSteps: 'Agregue Sunfield a su pantalla de inicio: toque Compartir y luego "Agregar a pantalla de inicio".',
  later: 'Ahora no',
};
