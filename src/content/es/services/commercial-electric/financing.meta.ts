import * as en from '@/content/services/commercial-electric/financing.meta';
import type { PageMeta } from '@/content/types';

export const commercialFinancingMeta: PageMeta = {
  ...en.commercialFinancingMeta,
  title: 'Financiamiento solar y eléctrico para negocios',
  description:
    'Cómo pagar paneles solares, baterías y mejoras eléctricas de su negocio: contado con depreciación, préstamos de 5 a 20 años, PPA, arrendamiento y PACE.',
  keywords: ['financiamiento solar comercial', 'PPA solar', 'préstamo para equipo', 'financiamiento PACE', 'MACRS'],
};
