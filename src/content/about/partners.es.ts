import * as en from '@/content/about/partners';
import type { Localized } from '@/content/localized';
import type { Block, PageMeta } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/** An English block, checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(block: Block, kind: K): Extract<Block, { kind: K }> {
  if (block.kind !== kind) throw new Error(`Expected a ${kind} block, got ${block.kind}`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source(en.partnersHero, 'hero');
const reachOut = source(en.partnersReachOut, 'cta');
const community = source(en.communityBlock, 'features');
const estimate = source(en.partnersEstimate, 'form');

export const partnersHero: Block = {
  ...hero,
  eyebrow: 'Socios',
  heading: 'Nuestros socios',
  lead: 'Un buen financiamiento y buenas recomendaciones facilitan un proyecto mucho antes de que llegue nuestra cuadrilla. Estos son los prestamistas, las compañías de arrendamiento, el fabricante de equipo y los negocios locales con los que trabajamos, elegidos por sus condiciones justas y por cumplir los mismos estándares que nos exigimos a nosotros mismos.',
  image: { ...hero.image, alt: 'Un techo comercial plano cubierto de filas de paneles solares bajo un cielo despejado.' },
  actions: [{ ...hero.actions[0]!, label: 'Asóciese con nosotros' }],
};

export const logoStripSection: Localized<typeof en.logoStripSection> = {
  id: en.logoStripSection.id,
  eyebrow: 'Socios de financiamiento y de ventas',
  heading: 'Siete socios de financiamiento, cinco socios de ventas',
  intro:
    'Proveedores de préstamos, arrendamientos y PPA, además de un fabricante de inversores, financian los sistemas de nuestros clientes; contratistas y proveedores locales nos mandan los proyectos que ellos no pueden hacer. Seleccione un logotipo para leer lo que hace cada socio.',
  label: 'Nuestros socios',
  sampleNote:
    'Socios de muestra: estos nombres, y el trabajo en la comunidad que sigue, son provisionales; el dueño los reemplaza con socios reales y confirmados antes del lanzamiento.',
};

export const directorySection: Localized<typeof en.directorySection> = {
  id: en.directorySection.id,
  eyebrow: 'Quién hace qué',
  heading: 'Cómo ayuda cada socio a nuestros clientes',
  financingTitle: 'Socios de financiamiento',
  salesTitle: 'Socios de ventas',
};

export const partnersReachOut: Block = {
  ...reachOut,
  heading: '¿Es prestamista, contratista o proveedor? Hablemos.',
  text: 'Sumamos socios que tratan de forma justa a los dueños de casa, agricultores y negocios del Valle. Cuéntenos a qué se dedica y cómo se beneficiarían nuestros clientes.',
  action: { ...reachOut.action, label: 'COMUNÍQUESE HOY' },
};

export const communityBlock: Block = {
  ...community,
  eyebrow: 'En nuestra comunidad',
  heading: 'Socios más cerca de casa',
  intro:
    'Vivimos donde trabajamos. Una parte del presupuesto de cada año y mucho del tiempo de nuestras cuadrillas regresa al condado de Kern.',
  items: [
    {
      ...community.items[0]!,
      title: 'Aprendizaje en escuelas de oficios',
      text: 'Aprendizajes pagados y días en la obra para estudiantes de los programas técnicos de las preparatorias locales y de los cursos de electricidad de los colegios comunitarios.',
    },
    {
      ...community.items[1]!,
      title: 'Patrocinios locales',
      text: 'Equipos juveniles de béisbol y de fútbol, expositores de FFA y 4-H en la feria del condado, y clubes escolares de robótica desde Delano hasta Tehachapi.',
    },
    {
      ...community.items[2]!,
      title: 'Revisiones de seguridad para personas mayores',
      text: 'Revisiones gratis de seguridad eléctrica antes del verano para personas mayores y clientes de Medical Baseline: alarmas de humo, contactos sobrecargados, calor en el panel.',
    },
    {
      ...community.items[3]!,
      title: 'Apoyo en olas de calor y apagones',
      text: 'Trabajo eléctrico donado para centros comunitarios de enfriamiento, y energía de respaldo para los bancos de comida que atienden a las familias durante los apagones del verano.',
    },
  ],
};

export const partnersEstimate: Block = {
  ...estimate,
  heading: '¿Listo para empezar su proyecto?',
  text: 'Reciba un presupuesto gratis con cada opción de financiamiento que ofrecen nuestros socios, con los precios lado a lado para su casa.',
  formTitle: 'Pida hoy su presupuesto gratis',
  points: [
    `Le regresamos la llamada en un plazo de ${callbackPeriod.es}`,
    'Precios de contado, con préstamo y con arrendamiento en una sola propuesta',
    'Sin compromiso y sin presión',
  ],
};

export const partnersMeta: PageMeta = {
  modifiedTime: en.partnersMeta.modifiedTime,
  title: 'Socios: prestamistas, fabricantes, firmas locales',
  description:
    'Prestamistas, arrendadoras y PPA, fabricantes y contratistas locales con quienes financiamos y hacemos obras solares y eléctricas en el condado de Kern.',
  keywords: [
    'socios de financiamiento solar',
    'prestamistas solares',
    'contratistas del condado de Kern',
    'patrocinios comunitarios Bakersfield',
  ],
};
