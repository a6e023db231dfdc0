import { endDate, incentiveSentences } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import * as en from '@/content/services/residential-solar/batteries';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from '@/content/services/residential-solar/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.batteriesBlocks[index];
  if (block?.kind !== kind) throw new Error(`batteriesBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const nem3 = pick(1, 'split');
const outage = pick(2, 'split');
const powerwall = pick(3, 'split');
const brands = pick(4, 'features');
const incentiveText = pick(5, 'text');
const bakersfield = pick(6, 'split');
const faq = pick(7, 'faq');
const cta = pick(9, 'cta');
const form = pick(11, 'form');

/**
 * Spec section 2, "Batteries", in Spanish. The brands are products we install, never partners;
 * their names (Tesla Powerwall 3, Enphase IQ Battery 5P, FranklinWH aPower) stay as they are.
 */
export const batteriesBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía para el hogar · Baterías',
    heading: 'Baterías para el hogar: ahorro con NEM 3.0 y respaldo en los apagones',
    lead: 'Una batería para el hogar guarda la energía solar que su techo produce al mediodía y se la devuelve entre las 4 y las 9\u00a0p.m., cuando la luz cuesta más. Cuando PG&E o SCE cortan la luz, mantiene funcionando sus luces, el refrigerador, el internet y la bomba del pozo.',
    image: img.batteryWall,
    actions: withText(hero.actions, [{ label: 'Pida una cotización gratis' }]),
  },
  {
    ...nem3,
    eyebrow: 'Ahorro con NEM 3.0',
    heading: 'Con NEM 3.0, el ahorro está en la batería',
    paragraphs: [
      'Con el Net Billing Tariff (NEM 3.0), el crédito por la energía solar que usted exporta al mediodía es, en promedio, como tres cuartas partes más bajo que con NEM 2.0. Sin batería, buena parte de su energía solar sobrante se vende barata y se vuelve a comprar cara.',
      'Una batería cambia eso. Se carga con sus paneles mientras hay sol y le da energía a la casa durante el pico de 4 a 9\u00a0p.m. Una batería de 13.5\u00a0kWh mantiene luces, refrigerador, ventiladores y aparatos durante ese pico; con el aire central prendido en una tarde calurosa cubre solo una parte. Junto con los paneles solares, así es como una casa le saca el mayor provecho a NEM 3.0, y su propuesta muestra las horas y el ahorro para su propia casa.',
    ],
    bullets: [
      'Se carga con la energía solar sobrante, no con la de la red',
      'Le da energía a la casa durante el pico de 4 a 9\u00a0p.m.',
      'Programada para su tarifa de PG&E o SCE',
    ],
    image: img.wholeHome,
  },
  {
    ...outage,
    eyebrow: 'Protección contra apagones',
    heading: 'Mantenga la luz prendida durante los cortes preventivos y las olas de calor',
    paragraphs: [
      'Cuando el clima de incendios trae vientos fuertes, PG&E y SCE apagan líneas en los cortes preventivos de energía (Public Safety Power Shutoffs, PSPS). En el condado de Kern eso les pega más fuerte a Tehachapi, Frazier Park y el Kern River Valley, a veces por dos o tres días. En el fondo del Valle, el riesgo es el calor: en las olas de calor, los transformadores sobrecargados fallan y calles enteras se quedan a oscuras.',
      'Una batería pasa su casa a respaldo en una fracción de segundo. Con paneles solares, se recarga cada mañana, y las cargas esenciales pueden seguir funcionando durante un corte de varios días. Instalamos un panel de respaldo para los circuitos que importan: el refrigerador, el congelador, las luces, el internet, la bomba del pozo, la puerta del garaje y el equipo de CPAP u oxígeno.',
    ],
    bullets: [
      'Cambio automático, sin gasolina ni ruido de generador',
      'Se recarga con energía solar durante un corte largo',
      'Los circuitos esenciales los escogemos con usted',
    ],
    image: img.outage,
  },
  {
    ...powerwall,
    heading: 'Powerwall 3: batería e inversor solar en una sola caja',
    paragraphs: [
      'La Tesla Powerwall 3 almacena 13.5\u00a0kWh y entrega hasta 11.5\u00a0kW de potencia continua, suficiente en muchas casas para mover el aire central junto con el resto de la casa durante un apagón. Su inversor solar integrado permite conectar los paneles directamente a la batería, así que un sistema nuevo lleva una caja menos en la pared.',
      'Instalamos la Powerwall 3 con sistemas solares nuevos y junto a muchos sistemas existentes. No somos una tienda de Tesla: la recomendamos cuando le conviene a su casa.',
    ],
    bullets: [
      '13.5\u00a0kWh de almacenamiento, 11.5\u00a0kW de potencia continua',
      'Inversor solar integrado para sistemas nuevos',
      'Se puede ampliar con unidades de batería adicionales',
    ],
    image: img.ranchSolar,
  },
  {
    ...brands,
    eyebrow: 'Baterías que instalamos',
    heading: 'Tres baterías probadas, elegidas según su sistema',
    intro:
      'Instalamos las tres y no estamos amarrados a ninguna. La correcta depende del equipo que ya tiene, de cuánto respaldo quiere y de dónde se va a colgar.',
    items: withText(brands.items, [
      {
        text: 'Nuestra opción habitual para sistemas nuevos con respaldo para toda la casa: batería e inversor en una sola unidad.',
      },
      {
        text: 'Unidades modulares de 5\u00a0kWh que se apilan hasta el tamaño que usted necesita. La opción natural para casas que ya tienen microinversores Enphase, y para paredes con poco espacio.',
      },
      {
        text: '13.6\u00a0kWh por unidad, con acoplamiento AC a través de su controlador aGate, así que se puede sumar a sistemas solares existentes de la mayoría de los fabricantes sin tocar los paneles.',
      },
    ]),
  },
  {
    ...incentiveText,
    eyebrow: 'Incentivos',
    heading: 'SGIP: confírmelo antes de contar con él',
    paragraphs: [
      incentiveSentences.sgipBrief,
      `Ya no hay crédito fiscal federal para una batería que sea suya: el crédito por energía limpia residencial terminó para las baterías instaladas después del ${endDate(incentives.fed25d)}. Si la batería viene con un lease o un PPA solar, la compañía puede reclamar un crédito para negocios por ella; pregunte cuánto de eso se refleja en su pago.`,
    ],
  },
  {
    ...bakersfield,
    heading: 'Instaladas para el calor de Bakersfield, con permisos tramitados en Bakersfield',
    paragraphs: [
      'Un garaje en Bakersfield puede pasar de 110\u00a0°F en julio, y las baterías de litio pierden potencia o se apagan cuando se sobrecalientan. Montamos las baterías fuera del sol directo de la tarde, en una pared que dé al norte o al este cuando se puede, con las distancias que pide el código de incendios.',
      'Instalamos baterías desde Rosedale y Seven Oaks hasta Oildale y East Bakersfield, y también en Shafter, Wasco, Delano y Arvin. Nos encargamos del permiso de la ciudad de Bakersfield o del condado de Kern, de la interconexión con PG&E o SCE y de la inspección.',
    ],
    bullets: [
      'Ubicación pensada para el calor del verano',
      'Nos encargamos del permiso, la interconexión y la inspección',
      'Servicio local desde nuestra oficina de Bakersfield',
    ],
    image: img.van,
  },
  {
    ...faq,
    eyebrow: 'Preguntas',
    heading: 'Preguntas sobre baterías para el hogar',
    groups: withText(faq.groups, [
      {
        title: 'Baterías',
        items: [
          {
            question: '¿Cuánto tiempo le da energía una batería a mi casa durante un apagón?',
            answer:
              'Depende de lo que tenga prendido. Una batería de 13.5\u00a0kWh mantiene funcionando lo esencial (refrigerador, luces, internet, ventiladores y una bomba de pozo) de uno a dos días por sí sola. Con paneles solares, se recarga cada mañana, así que lo esencial puede seguir funcionando durante un corte PSPS de varios días. El aire central gasta mucho más: cuente con unas cuantas horas de aire por cada batería llena, y por eso escogemos con usted los circuitos de respaldo.',
          },
          {
            question: '¿Vale la pena una batería si todavía estoy en NEM 2.0?',
            answer:
              'Con NEM 2.0, lo que usted exporta todavía gana créditos cercanos a la tarifa minorista, así que una batería ahorra menos en el recibo que con NEM 3.0. Su valor principal es el respaldo durante los cortes preventivos y los apagones por calor, más algo de ahorro al pasar su energía solar al pico de 4 a 9\u00a0p.m. Hacemos las cuentas para su casa antes de que decida.',
          },
          {
            question: '¿Pueden agregarle una batería al sistema solar que ya tengo?',
            answer:
              'Por lo general, sí, aunque su sistema lo haya instalado otra compañía. Las baterías con acoplamiento AC, como la FranklinWH aPower, se conectan junto a su inversor actual, y la Enphase IQ Battery 5P se une directamente a un sistema con microinversores Enphase. Agregar una batería normalmente no lo saca de NEM 2.0. Primero revisamos su panel, su inversor y su contrato de interconexión.',
          },
        ],
      },
    ]),
  },
  sourcesBlock([incentives.nbt, incentives.sgip, incentives.fed25d]),
  {
    ...cta,
    heading: 'Vea cuánto le ahorraría una batería',
    text: 'Mándenos su última liquidación anual (true-up) o 12 meses de consumo. Le mostramos el ahorro en las tardes-noches, las horas de respaldo y si hay presupuesto de SGIP abierto.',
    action: { ...cta.action, label: 'Pida una cotización gratis' },
  },
  { kind: 'estimate-offer', id: 'solar-estimate' },
  {
    ...form,
    heading: 'Pida un presupuesto gratis para su batería',
    text: 'Marque “Agregar baterías” si ya tiene paneles solares, o “Solar/Baterías” si es un sistema nuevo.',
    points: [
      'Batería del tamaño de su consumo de la tarde-noche y del respaldo que necesita',
      'SGIP revisado: si hay un presupuesto abierto para usted',
      'La instalación normalmente se termina en un día',
    ],
  },
];

export const batteriesMeta: PageMeta = {
  ...en.batteriesMeta,
  service: 'Instalación de baterías para el hogar',
  title: 'Baterías Powerwall 3, Enphase y FranklinWH',
  description:
    'Baterías que guardan su energía solar para el pico de 4 a 9 p.m. con NEM 3.0 y le dan luz en cortes PSPS y apagones. Revisamos por usted el estado de SGIP.',
  keywords: [
    'baterías para el hogar',
    'instalación de Powerwall 3',
    'reembolso SGIP para baterías',
    'respaldo de energía para cortes PSPS',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/batteries.tsx). */
export const page: Page = { meta: batteriesMeta, blocks: withTownLinks(batteriesBlocks) };
