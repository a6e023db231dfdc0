import * as en from '@/content/about/what-sets-us-apart';
import { claimText, coreValues } from '@/content/company.es';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import { degradation } from '@/shared/estimate/degradation';
import type { Block, PageMeta, Page } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/** The English block at `i`, checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(i: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.whatSetsUsApartBlocks[i];
  if (block?.kind !== kind) throw new Error(`whatSetsUsApartBlocks[${i}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source(0, 'hero');
const numbers = source(1, 'stats');
const values = source(2, 'features');
const ownCrews = source(3, 'split');
const differences = source(4, 'features');
const warranty = source(5, 'split');
const response = source(6, 'steps');
const cta = source(8, 'cta');

export const whatSetsUsApartBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Qué nos distingue',
    heading: 'La diferencia está en quién llega a su casa',
    lead: 'Muchas compañías venden energía solar en el condado de Kern. Esto es lo que usted nos puede exigir, por escrito, antes de elegir una.',
    image: {
      ...hero.image,
      alt: 'Una camioneta de servicio blanca con una franja ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
    },
    actions: [{ ...hero.actions[0]!, label: 'Pida una cotización gratis' }],
  },
  { ...numbers, eyebrow: 'En cifras', heading: 'Una trayectoria que usted puede comprobar' },
  {
    ...values,
    eyebrow: 'Nuestros valores fundamentales',
    heading: 'Conocimiento, calidad y servicio en cada trabajo',
    intro: 'Tres valores con los que contratamos, capacitamos y evaluamos a cada miembro de nuestras cuadrillas.',
    // The values themselves come from company.ts, as in English; the icons stay the English ones.
    items: values.items.map((item, i) => ({ ...item, title: coreValues[i]?.title ?? item.title, text: coreValues[i]?.text ?? item.text })),
  },
  {
    ...ownCrews,
    eyebrow: 'Nuestra gente',
    heading: claimText.ownCrewsLines.length
      ? 'Nuestras propias cuadrillas y una oficina local, nunca subcontratistas'
      : 'Un solo equipo y una oficina local',
    paragraphs: [
      claimText.ownCrewsLines.length
        ? 'Muchas compañías solares venden el trabajo y se lo pasan al instalador que salga más barato esa semana. Nosotros no. Los electricistas que suben a su techo son empleados nuestros, capacitados por nosotros, y el gerente de proyecto que los programa trabaja en nuestra oficina de Bakersfield.'
        : 'El estimador que diseña su sistema, la cuadrilla que lo instala y el gerente de proyecto que los programa trabajan con un solo plan, y el gerente de proyecto trabaja en nuestra oficina de Bakersfield.',
      'Eso importa cuando algo necesita atención. Usted llama a un solo número, habla con alguien que puede ver los datos de su sistema, y un técnico que conoce nuestro trabajo va en camino, ya sea que viva en Oildale, en Wasco o en Lake Isabella.',
    ],
    bullets: [
      'Electricistas e instaladores que trabajan bajo nuestra licencia C-10',
      'Un solo gerente de proyecto desde la visita hasta el permiso para operar',
      claimText.office,
    ],
    image: {
      ...ownCrews.image,
      alt: 'Tres electricistas con casco y chaleco de alta visibilidad parados frente a un sistema de paneles solares; uno sostiene una tableta.',
    },
  },
  {
    ...differences,
    eyebrow: 'Lo que usted recibe',
    heading: 'Seis cosas que le ponemos por escrito',
    items: [
      {
        ...differences.items[0]!,
        title: 'Precios que puede comparar',
        text: 'Cada propuesta muestra el precio por watt y el nombre de cada equipo, para que la pueda poner junto a cualquier otra cotización.',
      },
      {
        ...differences.items[1]!,
        title: 'Garantía de 25 años en los paneles',
        text: 'Paneles con garantía de 25 años que pierden solo alrededor del 0.5% de su producción al año, además de nuestra propia garantía de mano de obra en la instalación.',
      },
      {
        ...differences.items[2]!,
        title: 'Línea de emergencia 24/7',
        text: 'Nuestra línea de emergencia se contesta las 24 horas, y el electricista de guardia sale desde Bakersfield. El despachador le dice con honestidad cuánto tardará el viaje hasta donde está usted.',
      },
      {
        ...differences.items[3]!,
        title: 'Instalado en 1 a 3 días',
        text: 'La mayoría de las casas quedan instaladas en 1 a 3 días. El proceso completo, desde la firma hasta el encendido, toma de 2 a 3 meses, incluidos los permisos y la aprobación de la compañía de luz.',
      },
      {
        ...differences.items[4]!,
        title: 'Ahorros calculados con sus propios datos',
        text: 'Sistemas dimensionados con sus propios 12 meses de datos de PG&E o SCE, diseñados para NEM 3.0 y presentados con el ahorro que esperamos, no con el mejor de los casos.',
      },
      {
        ...differences.items[5]!,
        title: 'Permisos y trámites',
        text: 'Nuestra oficina se encarga de los permisos, las inspecciones, la interconexión, las solicitudes de SGIP cuando hay un presupuesto abierto, y los documentos para créditos fiscales; no se los dejamos a usted.',
      },
    ],
  },
  {
    ...warranty,
    eyebrow: 'Hecho para las condiciones del Valle',
    heading: 'Diseñado para veranos de 110 grados, polvo y muchos años de uso',
    paragraphs: [
      'Un sistema en un techo de Bakersfield se cuece el verano entero y junta polvo de los campos y de los caminos de tierra. Lo diseñamos para eso: un espacio de aire debajo de los paneles para que trabajen más frescos, módulos que aguantan el calor e inversores colocados fuera del sol de la tarde.',
      'Con una degradación de alrededor del 0.5% al año, sus paneles deberían seguir produciendo la mayor parte de su producción original después de 25 años. Damos seguimiento a la producción de los sistemas de nuestros clientes, así que normalmente le llamamos por un problema antes de que usted lo note en su factura.',
    ],
    bullets: [
      'Garantía de 25 años en los paneles',
      'Nuestra oficina tramita los reclamos con el fabricante',
      'Nuestro equipo de servicio revisa el monitoreo',
    ],
    image: { ...warranty.image, alt: 'Un techo comercial plano cubierto de filas de paneles solares bajo un cielo despejado.' },
  },
  {
    ...response,
    eyebrow: 'Tiempos de respuesta',
    heading: 'Qué tan rápido nos movemos después de su llamada',
    steps: [
      {
        title: 'El mismo día',
        text: 'Una persona de nuestra oficina contesta o le regresa la llamada. Las emergencias van directo al electricista de guardia, 24/7.',
      },
      {
        title: 'En menos de una semana',
        text: 'Un estimador lo visita, lee los datos de su medidor y revisa su techo y su panel principal. Su propuesta por escrito llega unos días después.',
      },
      {
        title: 'De 1 a 3 días en su casa',
        text: 'Después de los permisos, nuestra cuadrilla instala la mayoría de las casas en 1 a 3 días y limpia cada día antes de irse.',
      },
      {
        title: 'De 2 a 3 meses, de principio a fin',
        text: 'La inspección y el permiso para operar de la compañía de luz normalmente cierran el proyecto de 2 a 3 meses después de que usted firma. Damos seguimiento a cada paso por usted.',
      },
    ],
  },
  sourcesBlock([degradation]),
  {
    ...cta,
    heading: 'Vea la diferencia en su propia cotización',
    text: `Reciba una propuesta gratis y sin compromiso con el precio, el ahorro y la garantía explicados con claridad. Le regresamos la llamada en un plazo de ${callbackPeriod.es}.`,
    action: { ...cta.action, label: 'Pida una cotización gratis' },
  },
];

export const whatSetsUsApartMeta: PageMeta = {
  modifiedTime: en.whatSetsUsApartMeta.modifiedTime,
  title: 'Qué nos distingue: nuestras cuadrillas y oficina',
  description: 'Oficina en Bakersfield, línea de emergencia 24/7 y propuestas según su medidor, con precios y garantías por escrito.',
  keywords: ['por qué elegirnos', 'empresa solar local Bakersfield', 'garantía solar', 'electricista de emergencia condado de Kern'],
};

/** The page as its route renders it (src/routes/$locale/about/what-sets-us-apart.tsx). */
export const page: Page = { meta: whatSetsUsApartMeta, blocks: whatSetsUsApartBlocks };
