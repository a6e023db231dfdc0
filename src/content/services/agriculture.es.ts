import * as en from '@/content/services/agriculture';
import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from '@/content/services/field-images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.agricultureBlocks[index];
  if (block?.kind !== kind) throw new Error(`agricultureBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const solarFarms = pick(1, 'text');
const pumps = pick(2, 'split');
const rates = pick(3, 'features');
const aggregation = pick(4, 'features');
const about = pick(5, 'split');
const faq = pick(6, 'faq');
const form = pick(7, 'form');

export const agricultureBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Agricultura',
    heading: 'Energía solar y electricidad para ranchos del Valle de San Joaquín',
    lead: 'Bombas de pozo que no pueden fallar en julio, cuartos fríos en plena cosecha y recibos de luz que suben con cada acre-pie que bombea. Hacemos la instalación eléctrica de ranchos, construimos granjas solares y sistemas agrovoltaicos, y ponemos su bombeo en la tarifa que menos le cuesta.',
    image: fieldArt.agrivoltaic,
    actions: withText(hero.actions, [{ label: 'Pida una cotización gratis' }, { label: 'Financiamiento solar para ranchos' }]),
  },
  {
    ...solarFarms,
    eyebrow: 'Granjas solares y agrovoltaica',
    heading: 'Paneles solares en la tierra que ya tiene, o por encima de lo que siembra',
    paragraphs: [
      'Un sistema montado en el suelo en una esquina donde no sale la cuenta sembrar, en un terreno en descanso o alrededor de una estación de bombeo puede compensar el consumo de bombeo de todo un rancho. Lo dimensionamos según los medidores a los que va a dar servicio, nos encargamos de la interconexión con la compañía de luz y trazamos las líneas colectoras para que no estorben a los tractores ni a las zanjadoras.',
      'La agrovoltaica va un paso más allá: paneles elevados lo suficiente para sembrar o pastorear debajo. La sombra parcial baja la temperatura de las hojas y del suelo en pleno verano del Valle y puede reducir el agua de riego que necesitan algunos cultivos, mientras ese mismo acre produce energía. Definimos la separación entre hileras, la posición de los postes y la altura de los paneles según el ancho de su maquinaria y su forma de cosechar, y protegemos cada cable de los animales y los implementos.',
    ],
  },
  {
    ...pumps,
    eyebrow: 'Bombas y pozos',
    heading: 'Energía para sus bombas que aguanta toda la temporada de riego',
    paragraphs: [
      'Los pozos profundos de los condados de Kern y Tulare mueven motores grandes durante muchas horas en el peor calor del año. Instalamos y reparamos motores de bombas de pozo y de bombas de refuerzo (booster), paneles de bombas, arrancadores suaves y variadores de frecuencia (VFD), y también los servicios eléctricos que los alimentan. Un variador ajustado a la curva de su bomba puede ahorrar energía en sistemas donde la presión que se necesita va cambiando, como el riego por goteo y los microaspersores.',
      'Si se bota una bomba a la mitad de un riego, llame a nuestra línea 24/7: sale una cuadrilla desde Bakersfield con las piezas que necesitan la mayoría de los paneles de bombas ya cargadas en la camioneta, y el despachador le dice cuánto va a tardar el viaje.',
    ],
    bullets: [
      'Paneles de bombas, arrancadores y variadores de frecuencia (VFD)',
      'Servicios eléctricos nuevos y aumentos de servicio para pozos',
      'Protección de motores contra pérdida de fase y picos de voltaje',
      'Respuesta 24/7 durante la temporada de riego',
    ],
    image: fieldArt.wellPump,
  },
  {
    ...rates,
    eyebrow: 'Tarifas AG',
    heading: 'Pague la tarifa correcta en cada bomba',
    intro:
      'A las cuentas agrícolas se les cobra de una forma muy distinta que a las casas. Antes de diseñar cualquier cosa, leemos sus medidores y sus tarifas, y buscamos ahorros que no cuestan nada de instalar.',
    items: withText(rates.items, [
      {
        title: 'Tarifas AG de PG&E',
        text: 'La mayoría de las cuentas de bombeo de PG&E están en alguna de las tarifas AG (AG-A, AG-B, AG-C y sus opciones), cada una con distintos cargos por demanda y distintos horarios de uso (time-of-use). La que le conviene depende del tamaño del motor y de las horas en que bombea.',
      },
      {
        title: 'Bombear fuera de las horas pico',
        text: 'Las horas pico van del final de la tarde hasta entrada la noche. Pasar los riegos a la noche y a la mañana, con temporizadores o control remoto en el panel, muchas veces es el ahorro más barato de todo el rancho.',
      },
      {
        title: 'Cargos por demanda',
        text: 'Arrancar varios motores grandes al mismo tiempo marca un pico mensual muy caro. Los arranques escalonados, los arrancadores suaves y los variadores mantienen bajo ese pico sin recortar el agua que usted entrega.',
      },
      {
        title: 'Cuentas de bombeo de SCE',
        text: 'En el territorio de SCE, las cuentas agrícolas y de bombeo tienen sus propias tarifas por horario de uso. Comparamos sus opciones con doce meses de sus propios datos, no con los de un cliente de ejemplo.',
      },
      {
        title: 'Paneles solares en el medidor correcto',
        text: 'Con el Net Billing Tariff (la tarifa solar actual, conocida como NEM 3.0), el valor de la energía solar depende de qué medidores compensa y a qué horas trabajan. Modelamos cada medidor por separado antes de dimensionar un sistema.',
      },
      {
        title: 'Baterías donde sí convienen',
        text: 'Una batería puede mantener una bomba trabajando durante el horario pico o recortar un pico de demanda. Solo la recomendamos cuando los datos de consumo por intervalos de su medidor muestran que se paga sola.',
      },
    ]),
  },
  {
    ...aggregation,
    eyebrow: 'Agregación',
    heading: 'Un solo sistema, muchos medidores',
    intro:
      'Un rancho típico tiene un medidor en cada pozo, en cada bomba de refuerzo y en cada taller, repartidos en varias parcelas. La agregación de medición neta (NEM aggregation) permite que un solo sistema solar bien ubicado genere créditos para varios de esos medidores, en lugar de poner un sistema chico en cada bomba.',
    items: withText(aggregation.items, [
      {
        title: 'En la misma parcela o en parcelas colindantes',
        text: 'Los medidores deben estar en la parcela donde está el sistema o en parcelas colindantes que sean suyas o que usted rente, y tener servicio de la misma compañía de luz. Antes que nada, ubicamos en un mapa los medidores y las parcelas.',
      },
      {
        title: 'Créditos repartidos según las reglas',
        text: 'La tarifa limita el tamaño del sistema en relación con el consumo combinado y fija cómo se reparten los créditos entre los medidores. Revisamos qué califica con las reglas vigentes de su compañía de luz.',
      },
      {
        title: 'Cada medidor sigue pagando sus propios cargos',
        text: 'Cada medidor agregado sigue pagando sus cargos fijos y sus cargos no evitables (non-bypassable charges), así que le mostramos los ahorros medidor por medidor, no solo en un total que esconde a los más chicos.',
      },
    ]),
  },
  {
    ...about,
    eyebrow: 'Quiénes somos',
    heading: 'Una empresa del condado de Kern que empezó conectando bombas',
    paragraphs: [
      'Nuestros electricistas aprendieron el oficio en las bombas y los talleres de los alrededores de Bakersfield, y los ranchos siguen siendo una parte importante de nuestro trabajo. Nuestras cuadrillas conocen los almendros, los pistachos, los cítricos, la uva y los cultivos en surco, el polvo que traen consigo y lo que cuesta perder un día de riego. Construimos los sistemas de cada rancho para que duren tanto como la huerta.',
    ],
    image: fieldArt.crew,
    action: { ...about.action!, label: 'Más sobre nosotros' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre energía solar y electricidad para ranchos',
    groups: withText(faq.groups, [
      {
        title: 'Agricultura',
        items: [
          {
            question: '¿Un solo sistema solar puede cubrir varios medidores de bombas?',
            answer:
              'Muchas veces, sí. Con la agregación, un solo sistema puede generar créditos para varios medidores en la misma parcela o en parcelas colindantes que sean suyas o que usted rente, dentro de los límites de la compañía de luz. Primero ubicamos sus medidores y sus parcelas, y le mostramos los ahorros de cada uno.',
          },
          {
            question: '¿Un variador de frecuencia (VFD) me va a ahorrar dinero en mi pozo?',
            answer:
              'Depende de cómo trabaje el sistema. Los variadores ahorran más donde la presión que se necesita cambia, por ejemplo cuando una sola bomba alimenta varios bloques de goteo, y menos en una bomba que trabaja siempre en el mismo punto. Revisamos la prueba de su bomba y su consumo antes de recomendarle uno.',
          },
          {
            question: '¿Se puede sembrar o pastorear debajo de los paneles?',
            answer:
              'Con un diseño agrovoltaico, sí. Los paneles van elevados y las hileras se separan según su maquinaria o para que pasten borregos, y el cableado queda protegido de los animales y los implementos. Cuesta más por watt que un montaje en suelo normal, así que le cotizamos los dos para que los compare.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Pida una revisión energética gratis para su rancho',
    text: `Déjenos sus datos y un especialista en ranchos le regresará la llamada dentro de ${callbackPeriod.es} para anotar los números de sus medidores y sus tarifas, y para acordar un recorrido por sus bombas y su terreno.`,
    points: [
      'Revisión de tarifa para cada medidor',
      'Opciones de paneles solares y agregación con precio',
      'Inspección de bombas y paneles',
    ],
  },
];

export const agricultureMeta: PageMeta = {
  ...en.agricultureMeta,
  service: 'Electricidad y energía solar para la agricultura',
  title: 'Solar agrícola y bombas de pozo, condado de Kern',
  description:
    'Solar y electricidad para ranchos del Valle: paneles y agrovoltaica, bombas de pozo y VFD, revisión de tarifas AG, agregación NEM y servicio 24/7.',
  keywords: [
    'energía solar agrícola',
    'agrovoltaica',
    'electricista para bombas de pozo',
    'tarifas AG de PG&E',
    'agregación NEM',
    'ranchos del condado de Kern',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/agriculture.tsx). */
export const page: Page = { meta: agricultureMeta, blocks: withTownLinks(agricultureBlocks) };
