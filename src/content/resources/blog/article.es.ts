import * as en from '@/content/resources/blog/article';
import type { Localized } from '@/content/localized';
import type { Block } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/** Shared copy around every blog article, in Spanish. */
export const articleText: Localized<typeof en.articleText> = {
  back: 'Volver a todos los artículos',
  readTime: (minutes: number) => `${minutes} min de lectura`,
  author: 'Por el equipo de Sunfield',
  keepReading: 'Siga leyendo',
};

const cta = en.articleCta;
if (cta.kind !== 'cta') throw new Error('articleCta is not a cta block');

export const articleCta: Block = {
  ...cta,
  heading: 'Platíquelo con un experto local',
  text: `Respuestas gratis y sin compromiso sobre su sistema, su factura o su proyecto, desde nuestra oficina de Bakersfield. Le regresamos la llamada en un plazo de ${callbackPeriod.es}.`,
  action: { ...cta.action, label: 'Pida una cotización gratis' },
};
