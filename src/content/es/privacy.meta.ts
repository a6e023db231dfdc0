import * as en from '@/content/privacy.meta';
import type { PageMeta } from '@/content/types';

export const privacyMeta: PageMeta = {
  modifiedTime: en.privacyMeta.modifiedTime,
  title: 'Aviso de privacidad',
  description:
    'Qué recopilan nuestros formularios de cotización, presupuesto y empleo, para qué, quién lo lee, cuánto tiempo lo guardamos y cómo pedir verlo o borrarlo.',
  keywords: ['aviso de privacidad', 'política de privacidad', 'derechos de privacidad en California'],
};
