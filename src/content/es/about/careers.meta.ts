import * as en from '@/content/about/careers.meta';
import type { PageMeta } from '@/content/types';

export const careersMeta: PageMeta = {
  modifiedTime: en.careersMeta.modifiedTime,
  title: 'Empleo solar, eléctrico y de ventas, Bakersfield',
  description:
    'Empresa solar y eléctrica de Kern County: sueldo justo, beneficios de salud, aporte al 401(k) y capacitación pagada para certificarse como electricista.',
  keywords: [
    'empleos solares Bakersfield',
    'empleos de electricista Kern County',
    'trabajo de instalador solar',
    'aprendiz de electricista',
  ],
};
