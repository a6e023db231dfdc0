import * as en from '@/content/resources/faq';
import type { Localized } from '@/content/localized';
import { billingFacts } from '@/content/facts/billing';
import { taxCreditPostTitle } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import { degradation } from '@/shared/estimate/degradation';
import type { Block, PageMeta } from '@/content/types';

/** An English block, checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(block: Block, kind: K): Extract<Block, { kind: K }> {
  if (block.kind !== kind) throw new Error(`Expected a ${kind} block, got ${block.kind}`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source(en.faqHero, 'hero');
const cta = source(en.faqCta, 'cta');
const [wifiPost, taxPost, financing] = en.faqAside.related;

export const faqHero: Block = {
  ...hero,
  eyebrow: 'Preguntas frecuentes',
  heading: 'Preguntas que nos hacen seguido',
  lead: 'Respuestas directas sobre energía solar con NEM 3.0, baterías, trabajo eléctrico y cómo es de verdad una instalación, de parte de los electricistas y estimadores de nuestra oficina en Bakersfield.',
  image: {
    ...hero.image,
    alt: 'Un panel eléctrico principal de una casa, abierto, con los breakers bien etiquetados y un breaker solar en la parte de abajo.',
  },
  actions: [{ ...hero.actions[0]!, label: 'Pregúntenos directamente' }],
};

export const faqSection: Localized<typeof en.faqSection> = {
  id: en.faqSection.id,
  eyebrow: 'Preguntas frecuentes',
  heading: 'Respuestas sobre energía solar, electricidad e instalación',
  intro: 'Abra todas las preguntas que quiera. Si su caso no aparece, llame a la oficina: le contestará uno de nuestros estimadores.',
};

export const faqAside: Localized<typeof en.faqAside> = {
  heading: '¿No encontró su respuesta?',
  text: 'Llame a la oficina o mándenos un mensaje. Va a hablar con un estimador o un electricista, no con alguien que lee un guion.',
  hoursLabel: 'Horario de oficina',
  relatedHeading: 'Lecturas relacionadas',
  related: [
    { label: 'Guía para reconectar el Wi-Fi', href: wifiPost.href },
    { label: taxCreditPostTitle, href: taxPost.href },
    { label: 'Comparación de opciones de financiamiento', href: financing.href },
  ],
  action: { label: 'Mándenos un mensaje', href: en.faqAside.action.href },
};

export const faqSources: Block = sourcesBlock([...billingFacts, incentives.nbt, incentives.sgip, incentives.rsse, degradation]);

export const faqCta: Block = {
  ...cta,
  heading: '¿Todavía tiene alguna pregunta?',
  text: 'Mándenos su dirección y un recibo reciente de PG&E o SCE, y le respondemos con números para su casa, no con una regla general.',
  action: { ...cta.action, label: 'Contacte a nuestro equipo' },
};

export const faqMeta: PageMeta = {
  modifiedTime: en.faqMeta.modifiedTime,
  title: 'Preguntas sobre solar, baterías y electricidad',
  description:
    'Respuestas sobre NEM 3.0, baterías, el true-up, cambios de panel, permisos, tiempo de instalación y limpieza de paneles, de un contratista de Bakersfield.',
  keywords: [
    'preguntas sobre energía solar',
    'preguntas sobre NEM 3.0',
    'factura de true-up',
    'actualización del panel principal',
    'tiempo de instalación solar',
  ],
};
