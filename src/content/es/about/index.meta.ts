import * as en from '@/content/about/index.meta';
import type { PageMeta } from '@/content/types';

export const aboutMeta: PageMeta = {
  modifiedTime: en.aboutMeta.modifiedTime,
  title: 'Nosotros: firma solar y eléctrica de Bakersfield',
  description:
    'Contratista eléctrico y solar de Bakersfield: nuestra misión, los valores de nuestras cuadrillas y lo que opinan clientes de Kern County de sus proyectos.',
  keywords: ['nosotros', 'contratista eléctrico Bakersfield', 'empresa solar Kern County'],
};
