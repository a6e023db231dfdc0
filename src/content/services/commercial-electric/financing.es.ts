import { orEndDate, percentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import * as en from '@/content/services/commercial-electric/financing';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import type { Block, PageMeta, Page } from '@/content/types';
import { degradation } from '@/shared/estimate/degradation';
import { commercialArt } from '@/content/services/commercial-electric/images.es';

const { fed48e, bonusDepreciation } = incentives;

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.commercialFinancingBlocks[index];
  if (block?.kind !== kind) throw new Error(`commercialFinancingBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const options = pick(1, 'features');
const choosing = pick(2, 'split');
const how = pick(3, 'steps');
const faq = pick(4, 'faq');
const cta = pick(6, 'cta');

export const commercialFinancingBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Financiamiento comercial',
    heading: 'Financiamiento solar y eléctrico para negocios, comparado con sus propios números',
    lead: 'Puede comprarlo, pedir un préstamo, arrendarlo, comprar solo la energía o pagarlo a través del impuesto a la propiedad (property tax). Cada camino le conviene a un balance distinto. Modelamos cada opción con sus recibos de luz reales para que usted y su contador decidan con los números enfrente.',
    image: commercialArt.roofArray,
    actions: withText(hero.actions, [{ label: 'Hable con nuestro equipo' }]),
  },
  {
    ...options,
    eyebrow: 'Sus opciones',
    heading: 'Cinco formas de pagar, y cómo combinarlas',
    intro:
      'Somos instaladores, no prestamistas. Trabajamos con varios prestamistas comerciales y proveedores de financiamiento independientes y le presentamos sus ofertas lado a lado; usted elige, y el contrato es entre usted y ellos.',
    items: withText(options.items, [
      {
        title: 'Compra de contado con depreciación',
        text: `Por lo general, es la que más rinde a lo largo de la vida del sistema. El sistema es suyo desde el primer día, usted aprovecha la depreciación (volvió la depreciación adicional, o bonus depreciation, del ${percentOf(bonusDepreciation)} para los bienes que califican) y, si un proyecto solar entra en servicio a más tardar el ${orEndDate(fed48e)}, el crédito del ${percentOf(fed48e)} a la inversión en electricidad limpia.`,
      },
      {
        title: 'Préstamo para equipo',
        text: 'El sistema es suyo y conserva todos los beneficios fiscales, pero reparte el costo en un plazo de 5 a 20 años. Su propuesta muestra el pago junto al ahorro esperado en energía, año por año.',
      },
      {
        title: 'Contrato de compra de energía (PPA)',
        text: 'Un tercero es dueño del sistema instalado en su propiedad, lo asegura y le da mantenimiento, y usted le compra la energía que produce a una tarifa por kilowatt-hora fija o con aumentos moderados; compárela con la tarifa de su compañía de luz durante todo el plazo. No tiene que invertir capital; el dueño se queda con los incentivos.',
      },
      {
        title: 'Arrendamiento (lease)',
        text: 'Un pago mensual fijo por usar el equipo, muchas veces con el mantenimiento incluido y con opciones de compra a lo largo del contrato. Si queda dentro o fuera de su balance depende de los términos del arrendamiento, así que eso lo decide su contador.',
      },
      {
        title: 'Financiamiento cargado a la propiedad (tipo PACE)',
        text: 'Donde existe un programa local, el costo se paga a largo plazo como un cargo en el recibo del impuesto a la propiedad, y puede quedarse con el edificio si lo vende. Por lo general, el banco que ya tiene la hipoteca tiene que dar su consentimiento, y le ayudamos a pedirlo desde el principio.',
      },
      {
        title: 'Combinaciones',
        text: 'Un préstamo para los paneles solares y pago de contado para un aumento de servicio, o un PPA para el sistema solar y los cargadores para vehículos eléctricos comprados de contado. Combinar opciones es común, y lo modelamos de la misma manera.',
      },
    ]),
  },
  {
    ...choosing,
    eyebrow: 'Cómo elegir',
    heading: 'Qué opción le conviene a cada negocio',
    paragraphs: [
      'Los negocios con ganancias y con impuestos por pagar por lo general salen ganando más si son dueños del sistema, de contado o con préstamo, porque para ellos el crédito y la depreciación valen más. Las organizaciones sin fines de lucro, las escuelas y los dueños que prefieren guardar su capital para su operación principal muchas veces escogen un PPA o un arrendamiento, o cobrar el crédito como pago directo donde la ley lo permite. Un inquilino al que le queda poco tiempo de contrato de renta necesita una opción que se pueda trasladar o terminar sin complicaciones.',
      'Le mostramos cada opción en una tabla de flujo de efectivo año por año, con los supuestos por escrito: el aumento de las tarifas de la compañía de luz, una degradación de los paneles de alrededor de 0.5% al año, el mantenimiento y el reemplazo del inversor, para que nada se vea mejor de lo que es.',
    ],
    bullets: [
      'Tabla de flujo de efectivo para cada opción',
      'Préstamos a plazos de 5 a 20 años',
      'Documentos preparados para su contador (CPA) y su prestamista',
    ],
    image: commercialArt.carportArray,
  },
  {
    ...how,
    eyebrow: 'Cómo funciona',
    heading: 'Del recibo al financiamiento firmado en cuatro pasos',
    steps: withText(how.steps, [
      {
        title: 'Compártanos doce meses de consumo',
        text: 'Sus recibos de luz o sus datos de consumo por intervalos de PG&E o SCE, y la tarifa en la que está. Con su autorización, podemos pedir esos datos nosotros.',
      },
      {
        title: 'Diseñamos el proyecto y le ponemos precio',
        text: 'Un solo diseño del sistema, con precio de compra, para que todas las opciones de financiamiento se comparen con el mismo equipo.',
      },
      {
        title: 'Comparación lado a lado',
        text: 'Contado, préstamo, arrendamiento, PPA y financiamiento cargado a la propiedad en una sola tabla, con el tiempo en que se recupera la inversión, el costo total y lo que será suyo al final.',
      },
      {
        title: 'Usted solicita y nosotros construimos',
        text: 'Usted escoge una opción y presenta la solicitud; nosotros le damos al proveedor del financiamiento el diseño, las especificaciones y el calendario que necesita, y luego construimos con ese mismo plan.',
      },
    ]),
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre financiamiento comercial',
    groups: withText(faq.groups, [
      {
        title: 'Financiamiento comercial',
        items: [
          {
            question: '¿Una organización sin fines de lucro o una agencia pública puede aprovechar el crédito fiscal?',
            answer: `Muchas veces, sí, si el proyecto cumple con las fechas límite: para solar, estar en servicio a más tardar el ${orEndDate(fed48e)}. Muchas organizaciones exentas de impuestos pueden recibir el crédito a la inversión en electricidad limpia como pago directo, y con un PPA un dueño que sí paga impuestos puede reclamarlo y pasarle una parte a usted en la tarifa. Quién califica depende de su organización y del proyecto, así que involucramos a su asesor fiscal desde el principio.`,
          },
          {
            question: '¿También financian aumentos de servicio y cargadores para vehículos eléctricos?',
            answer:
              'Los préstamos para equipo y los arrendamientos pueden cubrir las mejoras eléctricas y los cargadores junto con los paneles solares y las baterías. Un PPA solo cubre el sistema que genera la energía, así que con un PPA las mejoras normalmente se pagan aparte o con un préstamo pequeño.',
          },
          {
            question: '¿Qué pasa si vendemos el edificio?',
            answer:
              'Un sistema comprado aumenta el valor de la propiedad. Un préstamo se liquida, o el comprador lo asume si así se acuerda. Un arrendamiento o un PPA por lo general se puede transferir al comprador o liquidar por adelantado, y el financiamiento cargado a la propiedad normalmente se queda con la propiedad. Antes de que firme, le explicamos las condiciones de salida de cada opción.',
          },
        ],
      },
    ]),
  },
  sourcesBlock([incentives.fed48e, incentives.bonusDepreciation, degradation]),
  {
    ...cta,
    heading: 'Todas sus opciones en una sola hoja',
    text: 'Mándenos sus recibos de los últimos doce meses y le regresamos un diseño y una comparación de financiamiento lado a lado, sin costo.',
    action: { ...cta.action, label: 'Contáctenos' },
  },
];

export const commercialFinancingMeta: PageMeta = {
  ...en.commercialFinancingMeta,
  title: 'Financiamiento solar y eléctrico para negocios',
  description:
    'Cómo pagar paneles solares, baterías y mejoras eléctricas de su negocio: contado con depreciación, préstamos de 5 a 20 años, PPA, arrendamiento y PACE.',
  keywords: ['financiamiento solar comercial', 'PPA solar', 'préstamo para equipo', 'financiamiento PACE', 'MACRS'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/financing.tsx). */
export const page: Page = { meta: commercialFinancingMeta, blocks: commercialFinancingBlocks };
