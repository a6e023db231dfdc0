import * as en from '@/content/services/commercial-electric/new-construction';
import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from '@/content/services/commercial-electric/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.newConstructionBlocks[index];
  if (block?.kind !== kind) throw new Error(`newConstructionBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const authority = pick(1, 'split');
const jobWalk = pick(2, 'split');
const whyUs = pick(3, 'features');
const areas = pick(4, 'split');
const faq = pick(5, 'faq');
const form = pick(6, 'form');

export const newConstructionBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Obra nueva',
    heading: 'Contratistas eléctricos comerciales para obra nueva en el condado de Kern',
    lead: 'Edificios en obra gris, bodegas tilt-up, locales comerciales, talleres agrícolas y consultorios médicos. Cotizamos con sus planos o diseñamos y construimos a partir de un boceto en una servilleta, hacemos la instalación con nuestras cuadrillas y le entregamos un edificio que pasa la inspección y se energiza a tiempo.',
    image: commercialArt.constructionSite,
    actions: withText(hero.actions, [{ label: 'Agende un recorrido de obra gratis' }, { label: 'Nuestro proceso' }]),
  },
  {
    ...authority,
    eyebrow: 'Conocemos el condado de Kern',
    heading: 'Cuadrillas locales donde usted construye',
    paragraphs: [
      'Hemos hecho la instalación eléctrica de edificios en los parques industriales de Rosedale Highway y Seventh Standard Road, en la zona de almendros y pistachos alrededor de Shafter y Wasco, y a lo largo del corredor de la Highway 58 hasta Tehachapi. Esa experiencia local se nota en la cotización: sabemos qué jurisdicciones piden planos de ingeniería y a partir de qué tamaño, cuánto está tardando la revisión de planos este trimestre y qué va a pedir el planificador de servicio de la compañía de luz para un servicio trifásico nuevo.',
      'También se nota en el terreno. El caliche del este de Bakersfield hace más lento el zanjeo, el calor de los techos en verano obliga a reducir la capacidad de los conductores (derating) y el polvo que levanta el viento se mete en cualquier gabinete que no esté sellado. Cotizamos esas condiciones desde el principio, en lugar de descubrirlas en una orden de cambio.',
    ],
    bullets: [
      'Contratista eléctrico con licencia C-10',
      'Relaciones de muchos años con los inspectores locales y los planificadores de la compañía de luz',
    ],
    image: commercialArt.roofArray,
  },
  {
    ...jobWalk,
    eyebrow: 'El recorrido de obra gratis',
    heading: 'Una visita real al sitio antes de un precio real',
    paragraphs: [
      'Los planos nunca lo muestran todo. Antes de cotizar, un estimador y el encargado de obra (foreman) que estaría a cargo de su proyecto recorren el terreno con usted o con su contratista general. No cuesta nada, toma más o menos una hora, y es la razón por la que nuestras cotizaciones se sostienen cuando ya están abiertas las zanjas.',
    ],
    bullets: [
      'Por dónde puede llegar el servicio de la compañía de luz, y a qué distancia quedará la base del transformador del tablero principal (switchboard)',
      'Rutas de las zanjas, instalaciones subterráneas existentes y cómo va a afectar el suelo al calendario',
      'Distribución del techo y del estacionamiento para paneles solares, que ahora se exigen en muchos edificios no residenciales nuevos',
      'Equipos de entrega tardada que hay que pedir con tiempo, para que el edificio no se quede esperando un tablero',
    ],
    image: commercialArt.crew,
    action: { ...jobWalk.action!, label: 'Agende un recorrido de obra gratis' },
  },
  {
    ...whyUs,
    eyebrow: '¿Por qué nosotros?',
    heading: 'Por qué los contratistas generales y los dueños nos vuelven a llamar',
    items: withText(whyUs.items, [
      {
        title: 'Cotizaciones con las que se puede construir',
        text: 'Partidas detalladas, exclusiones claras y alternativas con precio aparte, para que compare parejo y sepa exactamente cuánto le va a costar un cambio.',
      },
      {
        title: 'Equipo pedido a tiempo',
        text: 'Los tableros de distribución (switchgear), los transformadores y los tableros grandes pueden tardar meses. Los señalamos desde la cotización y liberamos los pedidos el mismo día en que se aprueban las fichas técnicas (submittals).',
      },
      {
        title: 'Ahorros de ingeniería que respetan las especificaciones',
        text: 'Alimentadores de aluminio donde el código y el ingeniero lo permiten, tableros mejor ubicados, recorridos más cortos. Ahorros que usted puede ver, sin nada escondido en la calidad.',
      },
      {
        title: 'El Energy Code, desde el diseño',
        text: 'El código de energía de California (Energy Code) ahora exige paneles solares, y en muchos tipos de edificio también baterías, en los edificios no residenciales nuevos. Los incluimos en el plan eléctrico desde el diseño, en lugar de agregarlos después.',
      },
      {
        title: 'Cuadrillas que sí llegan',
        text: 'Nuestros electricistas y aprendices, un encargado que se queda con su obra desde la instalación preliminar (rough-in) hasta la inspección final, y un reporte diario que el superintendente de verdad lee.',
      },
      {
        title: 'Cierre sin andar persiguiendo papeles',
        text: 'Planos as-built, directorios de circuitos impresos, reportes de pruebas y cartas de garantía entregados al llegar a la terminación sustancial, no tres meses después de que se vence la retención.',
      },
    ]),
  },
  {
    ...areas,
    eyebrow: 'Áreas de servicio',
    heading: 'Cuadrillas comerciales en todo el sur del Valle de San Joaquín',
    paragraphs: [
      'Nuestras camionetas salen de Bakersfield todas las mañanas. La mayor parte del trabajo comercial es en el condado de Kern, desde Delano y Wasco hasta Tehachapi, Ridgecrest y el Westside, y con frecuencia construimos en los condados vecinos del norte, del oeste y del sureste.',
    ],
    // County names, kept in English like every place name (bullets: areas.bullets, by the spread above).
    image: commercialArt.serviceVan,
    action: { ...areas.action!, label: 'Vea todas las áreas donde trabajamos' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre obra nueva',
    groups: withText(faq.groups, [
      {
        title: 'Obra nueva',
        items: [
          {
            question: '¿Cotizan obras con planos y especificaciones, o solo diseño-construcción?',
            answer:
              'Las dos cosas. En las obras con planos y especificaciones (plan-and-spec), cotizamos exactamente lo que dibujó el ingeniero y, si encontramos conflictos, los anotamos como preguntas, no como sorpresas. En las obras de diseño-construcción (design-build), hacemos el diseño eléctrico, nos coordinamos con el arquitecto y el ingeniero mecánico, y lo mandamos sellar donde se requiere.',
          },
          {
            question: '¿De verdad es gratis el recorrido de obra?',
            answer:
              'Sí. Es nuestra forma de evitar órdenes de cambio, así que nos ahorra a nosotros tanto como a usted. No tiene costo ni compromiso, ya sea usted el dueño, un desarrollador o un contratista general que está juntando cotizaciones.',
          },
          {
            question: '¿Pueden encargarse del servicio de la compañía de luz para un edificio nuevo?',
            answer:
              'Preparamos la carta de carga y el diagrama unifilar, abrimos la solicitud de servicio nuevo con PG&E o SCE, coordinamos con el planificador de la compañía de luz la base del transformador, la tubería y las especificaciones de la zanja, y programamos la instalación del medidor junto con la inspección para que el edificio se pueda energizar en cuanto lo aprueben.',
          },
          {
            question: '¿Agregan paneles solares a un edificio nuevo?',
            answer:
              'Sí, y lo más barato es hacerlo durante la construcción. Las rutas de la tubería, los anclajes en el techo y el espacio en el tablero principal se planean desde el inicio, algo que importa ahora que el Energy Code exige paneles solares en muchos edificios no residenciales nuevos.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Ponga su proyecto en nuestro calendario',
    text: `Díganos cómo comunicarnos con usted. Un estimador comercial le regresa la llamada dentro de ${callbackPeriod.es} para programar el recorrido de obra y decirle qué mandarnos antes.`,
    points: [
      'Recorrido de obra gratis con el encargado',
      'Cotización por partidas con exclusiones claras',
      'Con planos y especificaciones, o diseño-construcción',
    ],
  },
];

export const newConstructionMeta: PageMeta = {
  ...en.newConstructionMeta,
  service: 'Instalación eléctrica para obra nueva',
  title: 'Electricidad para obra nueva, condado de Kern',
  description:
    'Electricidad para edificios comerciales nuevos en el condado de Kern: recorrido gratis, cotización por partidas, diseño-construcción, acometida y solar.',
  keywords: [
    'contratistas eléctricos comerciales',
    'electricista para obra nueva Bakersfield',
    'diseño y construcción eléctrica',
    'recorrido de obra gratis',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/new-construction.tsx). */
export const page: Page = { meta: newConstructionMeta, blocks: withTownLinks(newConstructionBlocks) };
