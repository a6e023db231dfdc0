import * as en from '@/content/services/oil-gas.meta';
import type { PageMeta } from '@/content/types';

export const oilGasMeta: PageMeta = {
  ...en.oilGasMeta,
  service: 'Servicios eléctricos para campos petroleros',
  title: 'Electricistas petroleros en Kern County',
  description:
    'Electricistas petroleros: motores y VFD de balancines, desconectadores, cableado Clase I Div 2 y tanques. Servicio 24/7 desde nuestro patio en Bakersfield.',
  keywords: [
    'electricista petrolero Bakersfield',
    'VFD para balancín',
    'cableado Clase I División 2',
    'electricidad para leases petroleros',
    'petróleo y gas Kern County',
  ],
};
