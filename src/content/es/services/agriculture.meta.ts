import * as en from '@/content/services/agriculture.meta';
import type { PageMeta } from '@/content/types';

export const agricultureMeta: PageMeta = {
  ...en.agricultureMeta,
  service: 'Electricidad y energía solar para la agricultura',
  title: 'Solar agrícola y bombas de pozo en Kern County',
  description:
    'Solar y electricidad para ranchos del Valle: paneles y agrovoltaica, bombas de pozo y VFD, revisión de tarifas AG, agregación NEM y servicio 24/7.',
  keywords: [
    'energía solar agrícola',
    'agrovoltaica',
    'electricista para bombas de pozo',
    'tarifas AG de PG&E',
    'agregación NEM',
    'ranchos de Kern County',
  ],
};
