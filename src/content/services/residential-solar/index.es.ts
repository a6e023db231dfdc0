import { billingRules } from '@/content/facts/billing';
import { endDate, incentiveSentences, monthYear } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import { degradation } from '@/shared/estimate/degradation';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import * as en from '@/content/services/residential-solar/index';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from '@/content/services/residential-solar/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.residentialLandingBlocks[index];
  if (block?.kind !== kind) throw new Error(`residentialLandingBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const intro = pick(1, 'text');
const homeServices = pick(2, 'cards');
const landingCta = pick(3, 'cta');
const satisfaction = pick(4, 'split');
const financing = pick(5, 'split');
const form = pick(8, 'form');

/**
 * The Home Energy landing page in Spanish (docs/behaviour.md#routes). The English blocks also
 * render at /solar-installer-delano, whose canonical points here (docs/decisions/006-landing-pages.md).
 */
export const residentialLandingBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía para el hogar',
    heading: 'Paneles solares y baterías para casas, hechos para los veranos del Valle',
    lead: 'Paneles solares, baterías, cargadores para vehículos eléctricos y cambios de panel para casas en Bakersfield y todo el condado de Kern. Cada sistema se dimensiona según su propio consumo de PG&E o SCE y las reglas de NEM 3.0, y lo instalan nuestras cuadrillas en 1-3 días.',
    image: img.ranchSolar,
    actions: withText(hero.actions, [{ label: 'Pida una cotización gratis' }, { label: 'Vea cómo funciona' }]),
  },
  {
    ...intro,
    eyebrow: 'Por qué la energía solar todavía conviene aquí',
    heading: 'Energía solar que todavía conviene con NEM 3.0',
    paragraphs: [
      `Desde ${monthYear(billingRules.netBilling.start)}, los clientes nuevos de energía solar de PG&E y SCE están en el Net Billing Tariff, más conocido como NEM 3.0. La energía que usted manda a la red al mediodía ahora gana una fracción de lo que ganaba antes, mientras que la que compra entre las 4 y las 9\u00a0p.m. es la más cara del día. Un sistema diseñado a la antigua, tan grande como lo permita el techo, ya no tiene sentido.`,
      'Nosotros lo diseñamos al revés. Empezamos con doce meses de datos de su medidor, dimensionamos el sistema según lo que su casa de verdad consume, ponemos paneles hacia el oeste, donde las últimas horas de la tarde valen más, y agregamos una batería cuando los números muestran que conviene. Su propuesta muestra el ahorro con sus propios recibos.',
      'Un techo del condado de Kern es un lugar difícil para el equipo: tardes de 110 grados, el polvo de la cosecha y de vez en cuando una mañana de neblina (tule fog). Usamos paneles con garantía de 25 años que solo pierden alrededor de 0.5% de su producción al año, y todo queda instalado conforme al código y etiquetado para el inspector.',
    ],
  },
  {
    ...homeServices,
    eyebrow: 'Lo que hacemos para su casa',
    heading: 'Todo lo que su casa necesita, con un solo equipo con licencia',
    intro:
      'Un estimador, un gerente de proyecto y nuestras cuadrillas, desde la primera medición del techo hasta el día en que su compañía de luz enciende el sistema.',
    items: withText(homeServices.items, [
      {
        title: 'Plan y proceso de instalación',
        text: 'Una visita a su casa, un diseño basado en su consumo, el permiso, 1-3 días de instalación y el permiso para operar: unos 2-3 meses de principio a fin.',
        cta: 'Vea nuestro proceso',
        image: img.designPlan,
      },
      {
        title: 'Mejoras y ampliaciones del sistema',
        text: 'Más paneles para una familia más grande, un cambio del panel principal de 100\u00a0A a 200\u00a0A, o una solución para un recibo de liquidación anual (true-up) que no deja de crecer.',
        cta: 'Vea las mejoras',
        image: img.mainPanel,
      },
      {
        title: 'Instalación de cargadores EV',
        text: 'Un cargador de Nivel 2 (Level 2) en su propio circuito de 240\u00a0V, con el cálculo de carga y el permiso hechos, para que su carro amanezca lleno todos los días.',
        cta: 'Planee su cargador',
        image: img.evCharger,
      },
      {
        title: 'Baterías y almacenamiento de energía para el hogar',
        text: 'Guarde su energía solar del mediodía para el pico de 4 a 9\u00a0p.m. y mantenga prendidas las luces, el refrigerador y la bomba del pozo durante los cortes preventivos (PSPS).',
        cta: 'Compare baterías',
        image: img.batteryWall,
      },
    ]),
  },
  {
    ...landingCta,
    heading: 'Descubra lo que la energía solar haría con su recibo',
    text: 'Mándenos su último recibo de PG&E o SCE. Le mostramos por escrito el tamaño del sistema, el costo mensual y el tiempo de recuperación, sin costo y sin presión.',
    action: { ...landingCta.action, label: 'Pida una cotización gratis' },
  },
  {
    ...satisfaction,
    eyebrow: 'Después de la instalación',
    heading: 'Seguimos a su alcance mucho después de que se va la cuadrilla',
    paragraphs: [
      'Después de cada instalación hacemos una sola pregunta: ¿nos recomendaría con sus vecinos? La respuesta nos dice qué corregir, y preferimos oírla de usted que leerla en un sitio de reseñas.',
      'La razón no es complicada. La persona que le cotiza su sistema sigue a su alcance cuando se va la cuadrilla, y un gerente de proyecto de verdad le contesta cuando la aplicación muestra una baja en la producción o cuando PG&E le manda una carta confusa.',
    ],
    bullets: [
      'Un solo gerente de proyecto desde la visita hasta el permiso para operar',
      'Fotos de cada conexión, que le entregamos al final',
      ...(isSample(ownerFacts.ownCrews) ? [] : ['Nuestros propios empleados en cada techo, nunca cuadrillas subcontratadas']),
      'Una oficina en Bakersfield que atiende las llamadas de servicio durante años',
    ],
    image: img.crew,
  },
  {
    ...financing,
    eyebrow: 'Financiamiento',
    heading: 'Páguelo de la forma que más le convenga',
    paragraphs: [
      'Compre de contado para el mejor rendimiento a largo plazo, o financie con un préstamo solar de 5 a 20 años; su propuesta muestra el pago del préstamo junto al ahorro esperado en su recibo, mes por mes. Si prefiere no ser dueño del equipo, un arrendamiento (lease) o un contrato de compra de energía (PPA) le pone paneles solares en el techo sin enganche y con el mantenimiento incluido.',
      `Si compra un sistema ahora, no hay crédito fiscal federal para él: el crédito para propietarios de casa se acabó para los sistemas terminados después del ${endDate(incentives.fed25d)}. Con un arrendamiento o un PPA, la compañía de arrendamiento todavía puede reclamar un crédito para negocios y pasarle una parte en su tarifa. Le ponemos las opciones lado a lado para que las compare en una sola hoja.`,
      incentiveSentences.exclusionDeadline,
    ],
    bullets: ['Compra de contado', 'Préstamos solares de 5 a 20 años', 'Arrendamientos y PPA sin enganche'],
    image: img.homeEnergy,
    action: { ...financing.action!, label: 'Compare las opciones de financiamiento' },
  },
  sourcesBlock([
    billingRules.netBilling,
    incentives.nbt,
    incentives.fed25d,
    incentives.solarExclusion,
    incentives.sgip,
    incentives.rsse,
    degradation,
  ]),
  { kind: 'estimate-offer', id: 'solar-estimate' },
  {
    ...form,
    heading: 'Pida un presupuesto gratis de energía para su casa',
    text: `Díganos dónde vive y qué le interesa. Un estimador revisará su techo, le llamará dentro de ${callbackPeriod.es} y agendará una visita a la hora que le acomode.`,
    points: [
      'Un presupuesto por escrito y detallado, con el tamaño del sistema y el tiempo de recuperación',
      'Su consumo leído de datos reales del medidor, no calculado a ojo',
      'Ayuda con CARE, FERA y Medical Baseline, y una revisión de SGIP',
    ],
  },
];

export const residentialLandingMeta: PageMeta = {
  ...en.residentialLandingMeta,
  service: 'Instalación solar residencial',
  title: 'Paneles solares y baterías en el condado de Kern',
  description:
    'Paneles solares y baterías para NEM 3.0 y el calor del Valle, más cargadores EV y cambios de panel, instalados en 1-3 días por nuestras cuadrillas.',
  keywords: [
    'energía solar residencial',
    'paneles solares para casa Bakersfield',
    'baterías solares condado de Kern',
    'paneles solares NEM 3.0',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/index.tsx). */
export const page: Page = { meta: residentialLandingMeta, blocks: withTownLinks(residentialLandingBlocks) };
