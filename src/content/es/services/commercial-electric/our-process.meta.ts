import * as en from '@/content/services/commercial-electric/our-process.meta';
import type { PageMeta } from '@/content/types';

export const commercialProcessMeta: PageMeta = {
  ...en.commercialProcessMeta,
  title: 'Proceso comercial: de la visita a la aprobación',
  description:
    'Así llevamos obras eléctricas y solares comerciales en Kern County: visita gratis, estudio de carga, precio fijo, permisos, obra por fases e inspección.',
  keywords: ['proceso eléctrico comercial', 'electricista comercial Bakersfield', 'visita al sitio', 'permisos solares comerciales'],
};
