import * as en from '@/content/about/index';
import { testimonials, testimonialsText } from '@/content/testimonials.es';
import type { Block, PageMeta, Page } from '@/content/types';
import { townCount } from '@/content/counts';
import { claimText } from '@/content/company.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `i`, checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(i: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.aboutBlocks[i];
  if (block?.kind !== kind) throw new Error(`aboutBlocks[${i}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source(0, 'hero');
const mission = source(1, 'split');
const values = source(2, 'features');
const numbers = source(3, 'stats');
const reviews = source(4, 'testimonials');
const more = source(5, 'links');
const cta = source(6, 'cta');

export const aboutBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Nosotros',
    heading: 'Cuadrillas del condado de Kern, con estándares del condado de Kern',
    lead: 'Antes que nada somos electricistas, con base en Bakersfield. Nuestras cuadrillas instalan sistemas solares, baterías y sistemas eléctricos desde Delano hasta Tehachapi, y nosotros mismos contestamos el teléfono.',
    image: {
      ...hero.image,
      alt: 'Tres electricistas con casco y chaleco de alta visibilidad parados frente a un sistema de paneles solares; uno sostiene una tableta.',
    },
    actions: [{ ...hero.actions[0]!, label: 'Contacte a nuestro equipo' }],
  },
  {
    ...mission,
    eyebrow: 'Nuestra misión',
    heading: 'Facturas más bajas y electricidad más segura en cada casa, rancho y negocio donde trabajamos',
    paragraphs: [
      'La energía en el Valle es cara y el clima es duro con los equipos. Nuestra misión es sencilla: diseñar cada sistema según la forma en que usted de verdad usa la electricidad, instalarlo conforme al código y etiquetado para el inspector, y seguir a su alcance mientras sea dueño del sistema.',
      `Eso significa nada de guiones de ventas${claimText.ownCrewsLines.length ? ' y nada de cuadrillas subcontratadas' : ''}. El estimador que revisa los datos de su medidor trabaja con los electricistas que instalan su sistema, y la misma oficina se encarga de su permiso, de la interconexión con la compañía de luz y de cualquier llamada de servicio años después.`,
    ],
    bullets: ['Contratista eléctrico con licencia', ...claimText.ownCrewsLines, claimText.office],
    image: {
      ...mission.image,
      alt: 'Una camioneta de servicio blanca con una franja ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
    },
  },
  {
    ...values,
    eyebrow: 'Nuestros valores',
    heading: 'Tres promesas en cada trabajo',
    items: [
      {
        ...values.items[0]!,
        title: 'Integridad',
        text: 'Cotizamos lo que el trabajo necesita, no lo que más nos deja. Si una actualización de panel o una batería no le va a convenir, se lo decimos por escrito.',
      },
      {
        ...values.items[1]!,
        title: 'Calidad',
        text: 'Conexiones revisadas con torquímetro, circuitos etiquetados, tubería (conduit) bien ordenada y fotos de cada paso, para que los inspectores y los electricistas del futuro vean exactamente lo que hicimos.',
      },
      {
        ...values.items[2]!,
        title: 'Satisfacción del cliente',
        text: 'Cuando algo no está bien, un gerente de proyecto le regresa la llamada el mismo día y le da seguimiento hasta que quede bien. Pídanos el contacto de clientes cerca de usted que le puedan contar cómo les fue.',
      },
    ],
  },
  { ...numbers, eyebrow: 'En cifras', heading: 'Los resultados que respaldan nuestro trabajo' },
  {
    ...reviews,
    eyebrow: 'Testimonios',
    heading: 'Lo que dicen nuestros clientes',
    intro: testimonialsText.intro,
    items: testimonials,
  },
  {
    ...more,
    heading: 'Más sobre Sunfield',
    items: [
      { ...more.items[0]!, label: 'Qué nos distingue', text: 'Oficina local, línea 24/7 y trabajo conforme al código' },
      { ...more.items[1]!, label: 'Socios', text: 'Prestamistas, fabricantes y firmas locales' },
      { ...more.items[2]!, label: 'Áreas que atendemos', text: `${townCount} ciudades del condado de Kern y los datos de cada una` },
      { ...more.items[3]!, label: 'Empleos', text: 'Trabajo de electricista, instalador y ventas' },
    ],
  },
  {
    ...cta,
    heading: 'Listos cuando usted lo esté',
    text: `Platíquenos de su casa, rancho o negocio y le regresamos la llamada en un plazo de ${callbackPeriod.es}.`,
    action: { ...cta.action, label: 'Pida una cotización gratis' },
  },
];

export const aboutMeta: PageMeta = {
  modifiedTime: en.aboutMeta.modifiedTime,
  title: 'Nosotros: firma solar y eléctrica de Bakersfield',
  description:
    'Contratista eléctrico y solar de Bakersfield: nuestra misión, los valores de nuestras cuadrillas y lo que opinan clientes del condado de Kern.',
  keywords: ['nosotros', 'contratista eléctrico Bakersfield', 'empresa solar condado de Kern'],
};

/** The page as its route renders it (src/routes/$locale/about/index.tsx). */
export const page: Page = { meta: aboutMeta, blocks: aboutBlocks };
