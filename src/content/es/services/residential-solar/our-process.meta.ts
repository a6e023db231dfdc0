import * as en from '@/content/services/residential-solar/our-process.meta';
import type { PageMeta } from '@/content/types';

export const ourProcessMeta: PageMeta = {
  ...en.ourProcessMeta,
  title: 'Nuestro proceso solar: de la visita al encendido',
  description:
    'Cómo avanza con nosotros un proyecto solar para su casa: visita, diseño por escrito, permisos, 1-3 días de instalación y permiso para operar de PG&E o SCE.',
  keywords: ['proceso de instalación solar', 'permiso solar Bakersfield', 'permiso para operar', 'mantenimiento de paneles solares'],
};
