import type { Localized } from '@/content/localized';
import type * as en from '@/content/estimate-offer';

export const estimateOffer: Localized<typeof en.estimateOffer> = {
  question: '¿Cuánto ahorraría con energía solar?',
  link: 'Calcúlelo con un recibo',
  linkFor: (town: string) => `Calcúlelo para ${town}`,
};
