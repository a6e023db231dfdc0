import * as en from '@/content/services/residential-solar/batteries.meta';
import type { PageMeta } from '@/content/types';

export const batteriesMeta: PageMeta = {
  ...en.batteriesMeta,
  service: 'Instalación de baterías para el hogar',
  title: 'Baterías Powerwall 3, Enphase y FranklinWH',
  description:
    'Baterías que guardan su energía solar para el pico de 4 a 9 p.m. con NEM 3.0 y le dan luz en cortes PSPS y apagones por calor. Ayuda con el reembolso SGIP.',
  keywords: [
    'baterías para el hogar',
    'instalación de Powerwall 3',
    'reembolso SGIP para baterías',
    'respaldo de energía para cortes PSPS',
  ],
};
