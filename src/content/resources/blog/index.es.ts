import * as en from '@/content/resources/blog/index';
import type { Localized } from '@/content/localized';
import type { Block, CardItem, PageMeta } from '@/content/types';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text.es';
import { townCount } from '@/content/counts';

/** /resources/blog in Spanish: the list of posts sits between these blocks (see the route). */
const hero = en.blogListHero;
if (hero.kind !== 'hero') throw new Error('blogListHero is not a hero block');
const cta = en.blogListCta;
if (cta.kind !== 'cta') throw new Error('blogListCta is not a cta block');
const [estimate, faq, financing, batteries] = en.moreResources;

export const blogListHero: Block = {
  ...hero,
  eyebrow: 'Blog',
  heading: 'Noticias y consejos recientes',
  lead: 'Respuestas directas de los electricistas y estimadores que instalan paneles solares, baterías y sistemas eléctricos a lo largo del condado de Kern: cómo funciona su equipo, cuánto pagan de verdad los incentivos y qué hacer cuando algo deja de funcionar.',
  image: {
    ...hero.image,
    alt: 'Una casa de un piso en el Valle con paneles solares en el techo, bajo el sol brillante de la tarde.',
  },
  actions: [{ ...hero.actions[0]!, label: 'Pregúntele a un estimador' }],
};

export const blogListSection: Localized<typeof en.blogListSection> = {
  id: en.blogListSection.id,
  eyebrow: 'Artículos',
  heading: 'Guías de nuestra oficina en Bakersfield',
  intro:
    'Escritas para dueños de casa y revisadas por la gente que hace el trabajo. Cada guía termina explicando cuándo lo puede resolver usted mismo y cuándo llamarnos.',
};

export const moreResources: CardItem[] = [
  {
    ...estimate!,
    title: 'Estimación solar',
    text: 'Su ciudad y un recibo de PG&E o SCE dan el tamaño del sistema, el recibo con Net Billing, un precio, la recuperación y las horas de respaldo de una batería, con todas las fuentes.',
    cta: 'Calcular mi recibo',
  },
  {
    ...faq!,
    title: 'Preguntas frecuentes',
    text: 'NEM 3.0, baterías, facturas de true-up, actualizaciones de panel, permisos y limpieza: respuestas cortas a las preguntas que nos hacen seguido.',
    cta: 'Lea las preguntas frecuentes',
  },
  {
    ...financing!,
    title: 'Opciones de financiamiento',
    text: 'De contado, con un préstamo solar de 5 a 20 años, o con un arrendamiento o PPA sin enganche. Vea quién es dueño del sistema, y por qué solo un arrendamiento o un PPA todavía puede llevar un crédito federal.',
    cta: 'Compare el financiamiento',
  },
  {
    ...batteries!,
    title: 'Baterías de respaldo por ciudad',
    text: `Cómo prepararse para los apagones y los cortes preventivos de luz por seguridad pública (PSPS) en Delano, Tehachapi, Lake Isabella y el resto de las ${townCount} ciudades del condado de Kern que atendemos.`,
    cta: 'Busque su ciudad',
  },
];

export const blogListCta: Block = {
  ...cta,
  heading: '¿Tiene una pregunta sobre la que todavía no hemos escrito?',
  text: 'Llame o mándenos un mensaje. Le contesta un estimador o un electricista, no un centro de llamadas, y las mejores preguntas se convierten en nuestra próxima guía.',
  action: { ...cta.action, label: 'Contáctenos hoy' },
};

/** Head data of /resources/blog in Spanish (each post's own head data is its summary, in posts/). */
export const blogListMeta: PageMeta = {
  modifiedTime: en.blogListMeta.modifiedTime,
  title: 'Guías solares y eléctricas del condado de Kern',
  description: `Guías claras de nuestros electricistas de Bakersfield: cómo reconectar el monitoreo solar al Wi-Fi y qué queda de los incentivos solares después de ${homeownerCreditLastYear}.`,
  keywords: ['blog de energía solar', 'crédito fiscal solar', 'monitoreo solar Wi-Fi', 'noticias de energía solar condado de Kern'],
};
