import * as en from '@/content/services/commercial-electric/index';
import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from '@/content/services/commercial-electric/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.commercialOverviewBlocks[index];
  if (block?.kind !== kind) throw new Error(`commercialOverviewBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const intro = pick(1, 'text');
const services = pick(2, 'cards');
const sectors = pick(3, 'features');
const numbers = pick(4, 'stats');
const financing = pick(5, 'split');
const cta = pick(6, 'cta');

export const commercialOverviewBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Electricidad comercial',
    heading: 'Electricidad y energía solar comercial para negocios del condado de Kern',
    lead: 'Bodegas en los parques industriales de Bakersfield, empaques en Shafter, clínicas, escuelas y centros comerciales desde Delano hasta Tehachapi. Nuestras cuadrillas con licencia diseñan, construyen, mejoran y dan mantenimiento a los sistemas eléctricos que los mantienen abiertos, y ponen en sus techos y estacionamientos los paneles solares que pagan esa electricidad.',
    image: commercialArt.roofArray,
    actions: withText(hero.actions, [{ label: 'Solicite una consulta' }]),
  },
  {
    ...intro,
    eyebrow: 'Un solo contratista, de principio a fin',
    heading: 'El electricista que hace la instalación del edificio también le puede dar la energía',
    paragraphs: [
      'La mayoría de los proyectos comerciales del Valle involucran tres o cuatro oficios que nunca hablan entre sí: un subcontratista eléctrico para la obra, una compañía solar para el techo, otra para los cargadores de vehículos eléctricos y una empresa de servicio para cuando se bota un breaker. Cada vez que el trabajo pasa de unas manos a otras se pierde tiempo, y en cada una de esas entregas se puede quedar en el camino un permiso, un cálculo de carga o una garantía.',
      'Nosotros lo hacemos todo bajo una sola licencia y con un solo gerente de proyecto. El mismo estimador que recorre su sitio dimensiona el servicio, planea la interconexión solar y programa los cortes según sus turnos. Sabemos lo que PG&E y SCE van a pedir antes de que lo pidan, y nuestros precios no llevan recargo por pasarle el trabajo a otro, porque nadie más lo toca.',
    ],
  },
  {
    ...services,
    eyebrow: 'Lo que construimos',
    heading: 'Cuatro formas de trabajar con negocios',
    intro:
      'Empiece por la que le queda a su proyecto. Cada página explica qué incluye, cuánto cuesta llegar a un precio firme y cómo programamos el trabajo.',
    items: withText(services.items, [
      {
        title: 'Nuestro proceso',
        text: 'Recorrido del sitio, estudio de carga, diseño, permiso, instalación, inspección y aprobación de la compañía de luz, con un solo gerente de proyecto y un calendario por escrito en cada paso.',
        cta: 'Vea el proceso',
        image: commercialArt.crew,
      },
      {
        title: 'Obra nueva',
        text: 'Electricidad de diseño-construcción o con planos y especificaciones para edificios en obra gris, tilt-ups, edificios agrícolas y locales comerciales, empezando con un recorrido de obra gratis y una cotización por partidas.',
        cta: 'Planee una obra nueva',
        image: commercialArt.constructionSite,
      },
      {
        title: 'Energía solar comercial',
        text: 'Sistemas en techo, carport y suelo dimensionados para el Net Billing Tariff (NEM 3.0), con baterías donde los cargos por demanda hacen que valgan la pena.',
        cta: 'Conozca la energía solar comercial',
        image: commercialArt.carportArray,
      },
      {
        title: 'Remodelaciones',
        text: 'Adecuación de locales, cambio de iluminación según Title 24 (el código de energía para edificios de California), cambios de panel y aumentos de servicio, y carga de vehículos eléctricos para flotillas, todo programado según la gente que sigue trabajando adentro.',
        cta: 'Planee una remodelación',
        image: commercialArt.mainPanel,
      },
    ]),
  },
  {
    ...sectors,
    eyebrow: 'Para quién trabajamos',
    heading: 'Hecho para las cargas que de verdad mueve el Valle',
    items: withText(sectors.items, [
      {
        title: 'Bodegas e industria ligera',
        text: 'Servicios trifásicos, centros de control de motores, iluminación LED para techos altos y equipo de andenes para los centros de distribución a lo largo de la Highway 99 y la Interstate 5.',
      },
      {
        title: 'Empaque, cuartos fríos y procesamiento',
        text: 'Compresores de refrigeración y líneas de bandas que no pueden pararse en plena cosecha. Planeamos los cortes para la temporada baja y dimensionamos los servicios para el pico del verano.',
      },
      {
        title: 'Oficinas, clínicas y tiendas',
        text: 'Adecuación de locales, controles de iluminación que cumplen con Title 24, circuitos dedicados para cuartos de imagenología y de servidores, e iluminación de estacionamientos que no se apaga.',
      },
      {
        title: 'Campos petroleros y energía',
        text: 'Electricidad para los leases, motores de bombas de balancín y cableado para áreas peligrosas, con cuadrillas que traen su propio equipo de seguridad y conocen los campos por su nombre.',
      },
      {
        title: 'Escuelas, iglesias y organizaciones sin fines de lucro',
        text: 'Proyectos de energía solar e iluminación que bajan los costos de operación sin tocar el presupuesto de capital, financiados con contratos hechos para dueños exentos de impuestos.',
      },
      {
        title: 'Hecho para los veranos del Valle',
        text: 'Dimensionamos los conductores, el equipo y las instalaciones del techo para tardes de 110 °F y para el polvo, no para los números templados de un catálogo nacional.',
      },
    ]),
  },
  { ...numbers, eyebrow: 'Trayectoria', heading: 'La trayectoria detrás del trabajo' },
  {
    ...financing,
    eyebrow: 'Financiamiento',
    heading: 'Páguelo con lo que ahorra, no con el presupuesto de operación',
    paragraphs: [
      'Un sistema solar, una batería o un aumento de servicio no tienen que salir del efectivo de este año. Le presentamos lado a lado una compra de contado con depreciación y cualquier crédito federal cuyas fechas límite el proyecto todavía pueda cumplir, un préstamo para equipo, un arrendamiento, un contrato de compra de energía y un financiamiento cargado a la propiedad, usando sus propios recibos de luz, para que su contador los compare línea por línea.',
    ],
    bullets: [
      'Préstamos a plazos de 5 a 20 años',
      'Opciones de compra de energía y de arrendamiento sin enganche',
      'Un estimado por escrito del tiempo de recuperación para cada opción',
    ],
    image: commercialArt.batteryWall,
    action: { ...financing.action!, label: 'Compare el financiamiento comercial' },
  },
  {
    ...cta,
    heading: '¿Tiene planos, un recibo o simplemente un problema?',
    text: `Mándenos lo que tenga. Un estimador comercial le regresa la llamada dentro de ${callbackPeriod.es}.`,
    action: { ...cta.action, label: 'Solicite una consulta' },
  },
];

export const commercialOverviewMeta: PageMeta = {
  ...en.commercialOverviewMeta,
  service: 'Contratista eléctrico comercial',
  title: 'Contratista eléctrico comercial en Bakersfield',
  description:
    'Electricidad y solar para negocios del condado de Kern: obra nueva, adecuación de locales, aumentos de servicio, solar en techo y carport, financiamiento.',
  keywords: [
    'electricista comercial Bakersfield',
    'contratista eléctrico comercial condado de Kern',
    'energía solar comercial',
    'adecuación de locales',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/index.tsx). */
export const page: Page = { meta: commercialOverviewMeta, blocks: withTownLinks(commercialOverviewBlocks) };
