import * as en from '@/content/resources/faq.meta';
import type { PageMeta } from '@/content/types';

export const faqMeta: PageMeta = {
  modifiedTime: en.faqMeta.modifiedTime,
  title: 'Preguntas sobre solar, baterías y electricidad',
  description:
    'Respuestas sobre NEM 3.0, baterías, el true-up, cambios de panel, permisos, tiempo de instalación y limpieza de paneles, de un contratista de Bakersfield.',
  keywords: [
    'preguntas sobre energía solar',
    'preguntas sobre NEM 3.0',
    'factura de true-up',
    'actualización del panel principal',
    'tiempo de instalación solar',
  ],
};
