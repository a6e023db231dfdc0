import { endDate, longDate, monthYear, orEndDate, percentOf, reducedPercentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { incentivesAsOf } from '@/content/facts/incentives';
import * as en from '@/content/services/commercial-electric/solar';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import type { Block, PageMeta, Page } from '@/content/types';
import { degradation } from '@/shared/estimate/degradation';
import { commercialArt } from '@/content/services/commercial-electric/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';

const { fed48e, fed45y, bonusDepreciation, nbt } = incentives;

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.commercialSolarBlocks[index];
  if (block?.kind !== kind) throw new Error(`commercialSolarBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const intro = pick(1, 'text');
const benefits = pick(2, 'features');
const incentiveList = pick(3, 'features');
const where = pick(4, 'split');
const storage = pick(5, 'split');
const faq = pick(6, 'faq');
const form = pick(8, 'form');

export const commercialSolarBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía solar comercial',
    heading: 'Energía solar comercial que recupera la inversión con el Net Billing Tariff',
    lead: 'Sistemas en los techos de las bodegas, carports sobre el estacionamiento de los empleados, montajes en suelo junto a los empaques. Dimensionamos cada sistema según las horas en que su negocio de verdad usa la energía, porque con las tarifas de exportación de hoy, la electricidad que usted mismo usa vale varias veces más de lo que le pagan por la que manda a la red.',
    image: commercialArt.carportArray,
    actions: withText(hero.actions, [{ label: 'Solicite una consulta' }, { label: 'Opciones de financiamiento' }]),
  },
  {
    ...intro,
    eyebrow: 'Por qué funciona en el Valle',
    heading: 'Sol cuando lo necesita, y mucho',
    paragraphs: [
      'El condado de Kern recibe uno de los soles más fuertes del estado, y la mayoría de los negocios de aquí usan casi toda su energía de día: el aire acondicionado en julio, los cuartos fríos en la cosecha, los compresores, las luces y las oficinas de siete a cinco. Esa coincidencia es lo que hace que la energía solar comercial siga pagándose aun después del cambio de la medición neta (net metering) al Net Billing Tariff, la tarifa solar actual conocida como NEM 3.0.',
      'Empezamos con doce meses de datos de consumo por intervalos de PG&E o SCE, no con un cálculo a ojo, y modelamos su recibo con su tarifa real. La propuesta muestra el tamaño del sistema, el ahorro del primer año y el tiempo de recuperación con y sin batería, para que vea exactamente de dónde sale el dinero.',
    ],
  },
  {
    ...benefits,
    eyebrow: 'Beneficios',
    heading: 'Lo que un sistema solar comercial hace por su negocio',
    items: withText(benefits.items, [
      {
        title: 'Ahorro',
        text: 'Cargos de energía más bajos cada mes y una protección contra los aumentos de tarifa durante décadas. Los paneles tienen garantía de 25 años y solo pierden alrededor de 0.5% de su producción al año.',
      },
      {
        title: 'Impacto ambiental',
        text: 'Cada megawatt-hora que produce en su propio sitio es energía limpia que no le compra a la red.',
      },
      {
        title: 'Independencia energética',
        text: 'Con baterías, un sistema mantiene funcionando las cargas críticas, como la refrigeración, los servidores y la seguridad, durante un apagón o un corte preventivo de energía (Public Safety Power Shutoff).',
      },
      {
        title: 'Incentivos',
        text: 'El crédito federal a la inversión en electricidad limpia para los proyectos que cumplen sus fechas límite, la depreciación y un programa de incentivos para baterías pueden bajar el costo. Los detalles, más abajo.',
      },
    ]),
  },
  {
    ...incentiveList,
    eyebrow: 'Incentivos',
    heading: 'Los incentivos que hacen que los números cuadren',
    intro: `La Public Law 119-21 (ley federal) cambió las reglas y fijó fechas límite estrictas. Así estaban las cosas en ${monthYear(incentivesAsOf)}; le damos a su asesor fiscal todo lo que necesita para confirmar qué le aplica.`,
    items: withText(incentiveList.items, [
      {
        title: `Crédito a la inversión en electricidad limpia (sección ${fed48e.code} del código fiscal federal): ${percentOf(fed48e)}`,
        text: `Los negocios pueden recibir el ${percentOf(fed48e)} del costo de un proyecto solar o de almacenamiento de menos de 1 MW, o de uno más grande que cumpla las reglas de salario prevaleciente y de aprendices (si no, el ${reducedPercentOf(fed48e)}). Un proyecto solar cuya obra empiece después del ${endDate(fed48e)} debe entrar en servicio a más tardar el ${orEndDate(fed48e)}, y los proyectos nuevos deben cumplir límites en el material que venga de entidades extranjeras de interés (foreign entities of concern). Los dueños exentos de impuestos pueden recibirlo como pago directo; el crédito a la producción (sección ${fed45y.code}) tiene las mismas fechas límite.`,
      },
      {
        title: 'Depreciación',
        text: `La Public Law 119-21 restableció la depreciación adicional (bonus depreciation) del ${percentOf(bonusDepreciation)} para los bienes que califican adquiridos a partir del ${longDate(bonusDepreciation.start)}, y cambió la forma en que se clasifican algunos bienes de energía limpia, así que la vieja regla de los cinco años puede no aplicar a su proyecto. La base depreciable se reduce en la mitad de cualquier crédito que se tome. Su contador fija el calendario; nosotros le damos el desglose de costos.`,
      },
      {
        title: 'NEM 3.0 / Net Billing Tariff para negocios',
        text: `Los sistemas nuevos de PG&E y SCE exportan a tarifas de costo evitado, que son más altas en ${nbt.rule.peakValue} y bajas al mediodía. Dimensionamos el sistema según su propio consumo y, donde conviene, agregamos una batería que exporta o cubre la carga en el pico de 4 a 9 p.m.`,
      },
      {
        title: 'Incentivos para baterías y cargos por demanda',
        text: 'El programa SGIP (Self-Generation Incentive Program) de California ha financiado baterías para negocios, y una batería que recorta su pico mensual puede bajar los cargos por demanda en las tarifas de la serie B y TOU-GS. Revisamos qué está abierto cuando usted firma.',
      },
    ]),
  },
  {
    ...where,
    eyebrow: 'Techo, carport o suelo',
    heading: 'Ponemos el sistema donde más rinde',
    paragraphs: [
      'Un techo plano de bodega es el lugar más barato para los paneles si al techo todavía le quedan años de vida; lo revisamos antes de hacer la propuesta. Los carports cuestan más por watt, pero les dan sombra a los carros y al personal durante el verano de Bakersfield y le dan un lugar fácil para los cargadores de vehículos eléctricos. Los montajes en suelo les quedan bien a los ranchos y a los patios que tienen terreno libre junto al servicio eléctrico.',
    ],
    bullets: [
      'Revisión del estado del techo, de la estructura y de los pasillos de acceso para bomberos antes del diseño',
      'Estructura con lastre o anclada, según la garantía de su techo',
      'Techos de carport diseñados para cargas de viento y de sismo',
      'Interconexión planeada junto con su tablero de distribución, no alrededor de él',
    ],
    image: commercialArt.roofArray,
  },
  {
    ...storage,
    eyebrow: 'Baterías',
    heading: 'Cuándo una batería se paga sola',
    paragraphs: [
      'Con el Net Billing Tariff, lo que se exporta al mediodía gana poco, y muchas tarifas para negocios cobran por el pico más alto de 15 minutos de cada mes. Una batería del tamaño correcto guarda el excedente, cubre el pico de la tarde-noche y aplana esos picos. Lo modelamos de las dos maneras y solo recomendamos baterías cuando sus datos de consumo por intervalos muestran que se pagan.',
    ],
    image: commercialArt.batteryWall,
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre energía solar comercial',
    groups: withText(faq.groups, [
      {
        title: 'Energía solar comercial',
        items: [
          {
            question: '¿NEM 3.0 hace que la energía solar comercial sea una mala inversión?',
            answer:
              'No; cambia la forma de dimensionarla. Los negocios que usan la mayor parte de su energía de día siguen ahorrando en casi cada kilowatt-hora que producen. Lo que ya no conviene es sobredimensionar para exportar. Diseñamos según su carga, le mostramos la recuperación con su tarifa real y agregamos baterías solo cuando mejoran el rendimiento.',
          },
          {
            question: '¿En cuánto tiempo se recupera la inversión de un sistema comercial?',
            answer: `Depende de si su proyecto todavía puede reclamar el crédito a la inversión del ${percentOf(fed48e)} (para solar, en servicio a más tardar el ${orEndDate(fed48e)}), de la depreciación y de su tarifa, así que no damos un rango típico. Su propuesta muestra su propio número, calculado con sus datos de consumo por intervalos y su tarifa, con y sin el crédito, y con los supuestos por escrito.`,
          },
          {
            question: '¿Y el polvo, el calor y el mantenimiento?',
            answer:
              'El polvo del Valle le quita producción, así que recomendamos lavar los paneles una o dos veces al año, y más seguido si están junto a caminos de tierra o campos abiertos. Monitoreamos cada sistema a distancia, y el calor ya va incluido en el diseño: el tamaño de las cadenas de paneles (strings), la reducción de capacidad de los conductores y la ubicación del inversor fuera del sol directo de la tarde.',
          },
        ],
      },
    ]),
  },
  sourcesBlock([incentives.fed48e, incentives.bonusDepreciation, degradation]),
  {
    ...form,
    heading: 'Vea lo que la energía solar haría con su recibo',
    text: 'Mándenos sus datos y le pediremos sus recibos de los últimos doce meses o sus datos de consumo por intervalos. Un estimador comercial le entrega el tamaño del sistema, un estimado de ahorro y el tiempo de recuperación, normalmente en una semana.',
    points: [
      'Dimensionado con sus propios datos de intervalos',
      'Recuperación con y sin baterías',
      'Contado, préstamo, arrendamiento y PPA comparados',
    ],
  },
];

export const commercialSolarMeta: PageMeta = {
  ...en.commercialSolarMeta,
  service: 'Instalación solar comercial',
  title: 'Energía solar comercial: techo, carport o suelo',
  description:
    'Solar para negocios del condado de Kern: sistemas en techo, carport o suelo para el Net Billing Tariff, con baterías para bajar cargos por demanda.',
  keywords: [
    'energía solar comercial Bakersfield',
    'carport solar',
    'NEM 3.0 para negocios',
    'MACRS solar',
    'crédito fiscal a la inversión',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/solar.tsx). */
export const page: Page = { meta: commercialSolarMeta, blocks: withTownLinks(commercialSolarBlocks) };
