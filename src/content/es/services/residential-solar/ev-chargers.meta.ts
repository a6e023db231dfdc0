import * as en from '@/content/services/residential-solar/ev-chargers.meta';
import type { PageMeta } from '@/content/types';

export const evChargersMeta: PageMeta = {
  ...en.evChargersMeta,
  service: 'Instalación de cargadores para vehículos eléctricos',
  title: 'Cargadores para carro eléctrico en Bakersfield',
  description:
    'Cargadores Nivel 2 en circuito dedicado de 240 V, con cálculo de carga, permiso e inspección incluidos. Con paneles solares y batería, cargue por menos.',
  keywords: [
    'instalación de cargador para carro eléctrico',
    'cargador Nivel 2 Bakersfield',
    'cargar vehículo eléctrico en casa',
    'contacto NEMA 14-50',
  ],
};
