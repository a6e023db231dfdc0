import * as en from '@/content/resources/financing.meta';
import type { PageMeta } from '@/content/types';

export const financingMeta: PageMeta = {
  modifiedTime: en.financingMeta.modifiedTime,
  title: 'Financiamiento: contado, préstamo, lease y PPA',
  description:
    'De contado, préstamo solar de 5 a 20 años, o lease o PPA: quién es dueño, costo inicial, ahorro y por qué solo un lease aún puede llevar crédito federal.',
  keywords: ['financiamiento solar', 'préstamo solar', 'arrendamiento solar', 'PPA solar', 'crédito fiscal arrendamiento solar'],
};
