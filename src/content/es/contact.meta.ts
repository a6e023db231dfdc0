import * as en from '@/content/contact.meta';
import type { PageMeta } from '@/content/types';

export const contactMeta: PageMeta = {
  modifiedTime: en.contactMeta.modifiedTime,
  title: 'Contáctenos para una cotización gratis',
  description:
    'Llame, escriba, visítenos en Bakersfield o mande el formulario: cotización gratis de solar, baterías, cargadores EV, obra comercial, agrícola y petrolera.',
};
