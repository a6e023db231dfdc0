import * as en from '@/content/home.meta';
import type { PageMeta } from '@/content/types';

export const homeMeta: PageMeta = {
  modifiedTime: en.homeMeta.modifiedTime,
  title: 'Contratista solar y eléctrico en Bakersfield',
  description:
    'Contratista solar y eléctrico con licencia en Bakersfield y Kern County: solar en techos, baterías, cargadores EV y obra comercial, agrícola y petrolera.',
};
