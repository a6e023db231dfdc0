import * as en from '@/content/services/general-electric.meta';
import type { PageMeta } from '@/content/types';

export const generalElectricMeta: PageMeta = {
  ...en.generalElectricMeta,
  service: 'Reparaciones eléctricas y servicio de emergencia',
  title: 'Electricista de emergencia 24/7 en Bakersfield',
  description:
    'Electricista de emergencia 24/7 en Bakersfield, más cambio de panel, recableado, iluminación, supresores de picos e inspecciones para casas y negocios.',
  keywords: [
    'electricista de emergencia Bakersfield',
    'electricista 24/7',
    'cambio de panel eléctrico',
    'recableado',
    'protección contra picos de voltaje',
    'inspección eléctrica',
  ],
};
