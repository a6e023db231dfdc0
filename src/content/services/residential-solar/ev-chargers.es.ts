import { endDate } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import * as en from '@/content/services/residential-solar/ev-chargers';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from '@/content/services/residential-solar/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { charging, milesPerHour } from '@/content/facts/charging';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.evChargersBlocks[index];
  if (block?.kind !== kind) throw new Error(`evChargersBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const benefits = pick(1, 'features');
const install = pick(2, 'split');
const solarCharging = pick(3, 'split');
const faq = pick(4, 'faq');
const cta = pick(6, 'cta');
const form = pick(7, 'form');

/** Spec section 2, "EV chargers", in Spanish: four benefit cards, FAQ of 3, form. */
export const evChargersBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía para el hogar · Cargadores EV',
    heading: 'Instalación de cargadores para vehículos eléctricos en casa, según el código y en un día',
    lead: `Un cargador de Nivel 2 (Level 2) en su propio circuito de 240\u00a0V le agrega unas ${milesPerHour(charging.level2on40, 'es')} millas de autonomía por cada hora de carga (hasta unas ${charging.level2on60.value.high} en un circuito de 60\u00a0A, si su carro acepta esa potencia), así que su carro amanece lleno todos los días. Revisamos su panel, sacamos el permiso y lo instalamos, normalmente en una sola visita.`,
    image: img.evCharger,
    actions: withText(hero.actions, [{ label: 'Pida una cotización gratis' }]),
  },
  {
    ...benefits,
    eyebrow: 'Por qué cargar en casa',
    heading: 'Cuatro razones para cargar en su propio garaje',
    intro:
      'Los cargadores rápidos públicos son para los viajes largos. Para ir todos los días al trabajo, a la escuela o a la oficina de campo, el cargador más barato y más cómodo es el de su garaje.',
    items: withText(benefits.items, [
      {
        title: 'Ahorro',
        text: 'Cargar en casa fuera de las horas pico, o con su propia energía solar, normalmente cuesta menos por milla que la gasolina; su cotización muestra la cuenta con su propia tarifa.',
      },
      {
        title: 'Impacto ambiental',
        text: 'El Valle de San Joaquín tiene algunos de los peores niveles de ozono y de partículas del país. Cada milla manejada con electricidad, sobre todo si es solar, es una milla sin humo de escape en nuestras calles.',
      },
      {
        title: 'Comodidad',
        text: 'Conéctelo al llegar a casa y salga con la batería llena. Sin desviarse a cargadores públicos ni hacer fila en una tarde de 105 grados.',
      },
      {
        title: 'Más valor para su casa',
        text: 'Un circuito de 240\u00a0V con permiso y un cargador en el garaje son algo que buscan los compradores, y el anuncio de venta lo puede decir. Además, deja la casa lista para el próximo carro.',
      },
    ]),
  },
  {
    ...install,
    eyebrow: 'Qué incluye la instalación',
    heading: 'El circuito correcto para su carro y para su panel',
    paragraphs: [
      'La mayoría de los cargadores trabajan con un circuito de 40 a 60\u00a0A. Antes de recomendarle uno, hacemos un cálculo de carga de su panel principal. Si tiene espacio, el cargador va en un breaker dedicado con cableado de cobre dimensionado para carga continua. Si no, podemos poner un cargador con manejo de carga que baja la velocidad mientras trabaja el aire acondicionado, o cambiar el panel de 100\u00a0A a 200\u00a0A.',
      'Instalamos cargadores de pared con conexión directa y contactos NEMA 14-50 para los cargadores que se enchufan, dentro del garaje o afuera en un soporte para intemperie. El permiso lo da la ciudad de Bakersfield o el condado de Kern, y nosotros recibimos al inspector.',
    ],
    bullets: [
      'Cálculo de carga antes de comprar cualquier cosa',
      'Circuito dedicado de 240\u00a0V, con permiso e inspección incluidos',
      'Cargadores de cualquier marca conocida, o el que venía con su carro',
      'La mayoría de las instalaciones se terminan en una visita',
    ],
    image: img.mainPanel,
  },
  {
    ...solarCharging,
    eyebrow: 'Cargar con el sol',
    heading: 'Combine su cargador con paneles solares y una batería',
    paragraphs: [
      'Un vehículo eléctrico típico que se maneja 12,000 millas al año le suma de 3,000 a 4,000\u00a0kWh al consumo de su casa, lo que puede ser más de una tercera parte del consumo anual de una casa del Valle. Si ya tiene paneles solares, esa carga nueva muchas veces aparece como un recibo de liquidación anual (true-up) más alto.',
      'Buscamos la solución con usted: unos cuantos paneles más, una batería que guarde la energía solar del mediodía para cargar en la noche, o una tarifa que premie cargar fuera del pico de 4 a 9\u00a0p.m. Tanto PG&E como SCE ofrecen planes por horario de uso pensados para los dueños de vehículos eléctricos.',
    ],
    image: img.homeEnergy,
    action: { ...solarCharging.action!, label: 'Vea las mejoras para su sistema' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas',
    heading: 'Preguntas sobre cargadores para vehículos eléctricos',
    groups: withText(faq.groups, [
      {
        title: 'Cargadores EV',
        items: [
          {
            question: '¿Necesito un cargador de Nivel 2, o basta con un contacto normal?',
            answer: `Un contacto normal de 120\u00a0V solo agrega de ${milesPerHour(charging.level1, 'es')} millas de autonomía por hora, suficiente si maneja menos de 30 millas al día. Para trayectos más largos, como de Bakersfield a Delano o a Tehachapi, un cargador de Nivel 2 en un circuito de 40\u00a0A agrega unas ${milesPerHour(charging.level2on40, 'es')} millas por hora y repone el manejo de un día normal en dos o tres horas durante la noche.`,
          },
          {
            question: '¿Voy a necesitar cambiar el panel principal?',
            answer:
              'No siempre. Muchos paneles de 200\u00a0A aguantan un circuito de 40 o 50\u00a0A para el cargador sin cambios. Un panel de 100\u00a0A con aire central muchas veces no. Nuestro cálculo de carga le dice en qué caso está. Si el espacio es justo, un cargador con manejo de carga o un circuito más chico pueden evitar el cambio por completo.',
          },
          {
            question: '¿Cuánto tarda la instalación y cuánto cuesta?',
            answer: `Una instalación típica en un garaje cerca del panel lleva de medio día a un día, más el permiso y la inspección. El precio depende sobre todo de la distancia entre el panel y el cargador, y de si el panel necesita trabajo. Después de nuestra visita gratis, usted recibe un precio fijo por escrito. No hay crédito fiscal federal que descontarle: el crédito para cargadores (sección ${incentives.fed30c.code} del código fiscal federal) terminó para los cargadores puestos en servicio después del ${endDate(incentives.fed30c)}, y no contamos ningún reembolso en su precio a menos que esté confirmado para su dirección.`,
          },
        ],
      },
    ]),
  },
  sourcesBlock([incentives.fed30c, incentives.nbt, charging.level2on40]),
  {
    ...cta,
    heading: '¿Listo para cargar en casa?',
    text: 'Díganos qué carro tiene, dónde lo estaciona y qué tan viejo es su panel. Le recomendamos el circuito y el cargador correctos, con un precio fijo.',
    action: { ...cta.action, label: 'Llámenos hoy' },
  },
  {
    ...form,
    heading: 'Pida un presupuesto gratis para su cargador EV',
    text: `Déjenos sus datos y un estimador le llamará dentro de ${callbackPeriod.es}. Si también va a agregar paneles solares o una batería, marque esas casillas y lo planeamos todo junto.`,
    points: [
      'Un cálculo de carga de su panel principal',
      'Un precio fijo por escrito antes de empezar cualquier trabajo',
      'Permiso e inspección incluidos',
    ],
  },
];

export const evChargersMeta: PageMeta = {
  ...en.evChargersMeta,
  service: 'Instalación de cargadores para vehículos eléctricos',
  title: 'Cargadores para carro eléctrico en Bakersfield',
  description:
    'Cargadores Nivel 2 en circuito dedicado de 240 V, con cálculo de carga, permiso e inspección incluidos. Con paneles solares y batería, cargue por menos.',
  keywords: [
    'instalación de cargador para carro eléctrico',
    'cargador Nivel 2 Bakersfield',
    'cargar vehículo eléctrico en casa',
    'contacto NEMA 14-50',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/ev-chargers.tsx). */
export const page: Page = { meta: evChargersMeta, blocks: withTownLinks(evChargersBlocks) };
