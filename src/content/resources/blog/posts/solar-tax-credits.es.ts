// One blog post, whole, in Spanish: the twin of content/resources/blog/posts/solar-tax-credits.ts.
import {
  endDate,
  firstYearWithout,
  gasPercentOf,
  incentiveSentences,
  longDate,
  orEndDate,
  percentOf,
  taxCreditPostTitle,
  yearOf,
} from '@/content/facts/incentive-text.es';
import { billingFacts } from '@/content/facts/billing';
import { billingText } from '@/content/facts/billing-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesOf } from '@/content/facts/incentive-sources';
import { incentivesAsOf } from '@/content/facts/incentives';
import { summary as enSummary } from '@/content/resources/blog/posts/solar-tax-credits';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

// Every figure and date below comes from the incentive facts (src/content/facts/incentives.ts, in Spanish es/facts/incentives.ts).
const { fed25d, fed25c, fed30c, fed48e, nbt, sgip, rsse, care, fera, solarExclusion } = incentives;
const lastYear = yearOf(fed25d.end.date);

// Nothing here reads the English body: it would then load with every page that lists the posts.

/** The Spanish post's address, /es/recursos/blog/creditos-fiscales-solares-despues-de-2025. */
export const slug = 'creditos-fiscales-solares-despues-de-2025';

/** /resources/blog/solar-tax-credits: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  ...enSummary,
  title: taxCreditPostTitle,
  excerpt: 'El crédito solar federal para dueños de casa terminó. Lo que queda para una casa en California, y qué hacer ahora.',
  category: 'Incentivos',
  metaTitle: `Crédito fiscal solar después de ${lastYear}: qué queda`,
  keywords: [
    `fin del crédito fiscal solar ${lastYear}`,
    'crédito por energía limpia residencial',
    'crédito fiscal arrendamiento solar',
    'reembolso SGIP baterías',
    'impuesto a la propiedad energía solar California',
  ],
  image: {
    ...enSummary.image,
    alt: 'Un formulario de impuestos en una tabla con clip junto a una calculadora, con paneles solares en un techo y un sol grande al fondo.',
  },
};

/** The article itself; loaded only when the post is opened. Same nodes, in the same order, as the English body. */
export const body: readonly ArticleNode[] = [
  {
    kind: 'callout',
    tone: 'warning',
    title: 'Esto no es asesoría fiscal',
    text: `Este artículo explica con palabras sencillas las reglas tal como estaban el ${longDate(incentivesAsOf)}. Las leyes fiscales cambian y cada hogar es diferente. Confirme su propia situación con un profesional de impuestos y con las instrucciones vigentes del IRS antes de contar con cualquier crédito.`,
  },
  {
    kind: 'p',
    text: `Durante años, el crédito fiscal federal por energía solar fue lo primero que explicábamos en cada mesa de cocina. Para los dueños de casa, ya terminó: la Public Law 119-21, firmada el 4 de julio de ${lastYear}, le puso fin antes de tiempo. Aquí le explicamos qué terminó, qué sigue disponible y qué le sugerimos hacer ahora a un dueño de casa del condado de Kern.`,
  },
  { kind: 'h2', text: 'Qué terminó' },
  {
    kind: 'ul',
    items: [
      `El crédito por energía limpia residencial (sección ${fed25d.code} del código fiscal federal), equivalente al ${percentOf(fed25d)} del costo de la energía solar y de las baterías de 3 kWh o más, no se permite para gastos hechos después del ${endDate(fed25d)}. El IRS considera que el gasto se hace cuando la instalación queda terminada, así que un sistema terminado en ${firstYearWithout(fed25d)} no recibe el crédito, aunque usted haya firmado o pagado antes.`,
      `El crédito por mejoras de eficiencia energética en el hogar (sección ${fed25c.code} del código fiscal federal), para bombas de calor, aislamiento, ventanas y mejoras parecidas, terminó para los bienes puestos en servicio después del ${endDate(fed25c)}.`,
      `El crédito para cargadores de vehículos eléctricos (sección ${fed30c.code} del código fiscal federal) terminó para los cargadores puestos en servicio después del ${endDate(fed30c)}.`,
    ],
  },
  {
    kind: 'p',
    text: `El crédito que usted ganó con un sistema terminado en ${lastYear} o antes no se pierde. Si el impuesto que le tocaba pagar era demasiado bajo para usarlo completo, el resto se sigue trasladando a sus declaraciones de los años siguientes, y el Form 5695 del IRS sigue siendo donde se declara.`,
  },
  { kind: 'h2', text: 'Qué sigue disponible' },
  { kind: 'h3', text: 'Un arrendamiento o PPA: un crédito federal, pero no para usted' },
  {
    kind: 'p',
    text: `Una compañía de arrendamiento o un proveedor de PPA que es dueño del sistema en su techo es un negocio, y los negocios todavía pueden reclamar el crédito a la inversión en electricidad limpia (sección ${fed48e.code} del código fiscal federal): el ${percentOf(fed48e)} del costo en un sistema de menos de 1 MW. Un sistema cuya construcción empiece ahora tiene que ponerse en servicio a más tardar el ${orEndDate(fed48e)}, y su equipo tiene que cumplir nuevos límites sobre piezas de entidades extranjeras de interés (foreign entities of concern).`,
  },
  {
    kind: 'p',
    text: 'Eso hace que un arrendamiento o un PPA sea la única forma que queda para que un crédito federal baje el costo de un sistema para casa. No es razón para firmar uno. La compañía decide cuánto de su crédito llega a su tarifa, y usted no lo puede reclamar. Compare un arrendamiento por el precio por kilovatio-hora del primer año, el aumento anual, las condiciones para comprar el sistema y lo que pasa si la compañía no puede reclamar el crédito, contra el precio de contado o con préstamo del mismo sistema.',
  },
  { kind: 'h3', text: 'SGIP: el reembolso de California para baterías, cerrado o con lista de espera' },
  {
    kind: 'p',
    text: `El Self-Generation Incentive Program (programa de incentivos para la autogeneración) pagaba reembolsos por almacenamiento en baterías a los clientes de PG&E, SCE y las demás compañías de luz privadas (investor-owned utilities), por kilovatio-hora de almacenamiento. ${incentiveSentences.sgipStatus}`,
  },
  {
    kind: 'ul',
    items: [
      'El presupuesto general pagaba un monto menor por kilovatio-hora y se abría por etapas que muchas veces se llenaban rápido.',
      `El presupuesto de resiliencia para la equidad (equity resiliency) pagaba mucho más. ${incentiveSentences.sgipEquityRule}`,
    ],
  },
  {
    kind: 'p',
    text: 'Si vuelve a abrir un presupuesto para el que usted califica, revisamos con usted si califica antes de que firme y presentamos la solicitud por usted; mientras no haya ninguno abierto, se lo decimos, y su propuesta no cuenta ningún reembolso.',
  },
  { kind: 'h3', text: 'CARE, FERA y DAC-SASH para hogares que califican por ingresos' },
  {
    kind: 'p',
    text: `CARE le quita ${percentOf(care)} a la factura de luz y ${gasPercentOf(care)} a la de gas; FERA le quita ${percentOf(fera)} a la factura de luz a los hogares de tres o más personas que están un poco arriba del límite de ingresos de CARE. Los dueños de casa que califican por ingresos en una comunidad desfavorecida del mapa CalEnviroScreen del estado pueden recibir paneles solares en el techo sin costo a través de DAC-SASH, un programa que administra GRID Alternatives. Si ese podría ser su caso, pregúnteles a ellos primero.`,
  },
  { kind: 'h3', text: 'Impuesto a la propiedad: la energía solar no sube su avalúo' },
  {
    kind: 'p',
    text: `Bajo la exclusión de California para sistemas de energía solar activa (sección 73 del Revenue and Taxation Code), un sistema solar que califica, incluido el almacenamiento que forma parte de él, no se cuenta como construcción nueva, así que su factura del impuesto a la propiedad no sube por él. La exclusión cubre los sistemas terminados a más tardar el ${endDate(solarExclusion)} y dura hasta que la propiedad cambie de dueño. Un proyecto de ley de 2026, AB 2389, la extendería; a menos que una ley lo haga, un sistema terminado después de esa fecha no tiene exclusión, así que, si su avalúo le importa, planee con nosotros la fecha de terminación.`,
  },
  {
    kind: 'p',
    text: 'El Kern County Assessor (la oficina del tasador del condado) se entera de los sistemas nuevos por los permisos de construcción, así que normalmente usted no tiene que presentar nada. Si compra una casa nueva que ya trae paneles solares, pregúntele al tasador por el formulario de reclamo para compradores iniciales (initial purchasers).',
  },
  { kind: 'h3', text: 'Facturación neta: lo que gana su energía solar ahora' },
  {
    kind: 'p',
    text: `Desde el ${longDate(nbt.start)}, los nuevos clientes solares de PG&E y SCE están en el Net Billing Tariff (tarifa de facturación neta), conocido como NEM 3.0. La energía solar que usa en su casa le ahorra la tarifa completa. La energía solar que exporta gana un crédito que cambia según la hora, fijado con el Avoided Cost Calculator (calculadora de costos evitados) del estado: normalmente muy por debajo de lo que usted paga por la electricidad, y más alto en ${nbt.rule.peakValue}. Quienes se inscriben antes del ${longDate(nbt.rule.lockIn.enrollBefore)} conservan durante ${nbt.rule.lockIn.years} años los precios de crédito por exportación de su primer año, y los clientes residenciales que se inscriben en los primeros cinco años de la tarifa reciben además un pequeño crédito adicional por exportación. ${billingText.netBillingMonthly}`,
  },
  { kind: 'h2', text: 'Lo que le sugerimos hacer ahora' },
  {
    kind: 'ol',
    items: [
      `Si su sistema quedó terminado en ${lastYear} o antes, asegúrese de que el crédito esté en la declaración de ese año; si no se incluyó, pregúntele a su preparador de impuestos por una declaración enmendada.`,
      'Pida el precio de un sistema propio sin ningún crédito federal. Una cotización que todavía resta uno está desactualizada; pida que la vuelvan a hacer.',
      'Dimensione el sistema para su propio consumo. Con la facturación neta, el ahorro viene de cubrir sus propias tardes y noches de verano, no de exportar, y muchas veces una batería es lo que lo hace posible.',
      'Revise SGIP, CARE, FERA y DAC-SASH antes de firmar cualquier cosa. Nosotros lo hacemos en la visita para el presupuesto.',
      'Si está considerando un arrendamiento o un PPA, pregunte por escrito cómo califica la compañía para su crédito, cuándo se pondrá en servicio el sistema y cuál sería su tarifa si al final no obtiene el crédito.',
      'Guarde el contrato, la factura final y la carta de permiso para operar de PG&E o SCE. Los va a necesitar para SGIP, para su aseguradora y cuando venda.',
    ],
  },
  { kind: 'h2', text: 'Juntando las piezas: un ejemplo' },
  {
    kind: 'p',
    text: `Pongamos a un dueño de casa de Bakersfield que paga de contado un sistema de 8 kW y una batería de 13.5 kWh. Si se hubiera terminado en ${lastYear}, el crédito federal le habría devuelto el ${percentOf(fed25d)} del precio. Si se termina hoy, el precio completo es el costo, menos un reembolso de SGIP solo si vuelve a abrir un presupuesto para el que el hogar califica. Si se termina a más tardar el ${endDate(solarExclusion)}, el sistema no sube el avalúo del impuesto a la propiedad; después de esa fecha, solo si una ley extiende la exclusión. Con la facturación neta, la batería es lo que permite que el sistema cubra el consumo de la noche, que es de donde viene la mayor parte del ahorro en la factura.`,
  },
  {
    kind: 'p',
    text: 'Cada número de ese ejemplo depende de su techo, de su consumo y de su situación fiscal. Por eso nuestras propuestas muestran en líneas separadas el precio, cada incentivo que tomamos en cuenta y de dónde viene.',
  },
  {
    kind: 'callout',
    tone: 'info',
    title: '¿Quiere los números para su casa?',
    text: 'Mándenos un recibo reciente de PG&E o SCE. Un estimador le mostrará el tamaño del sistema, el precio, si hay algún presupuesto de SGIP abierto para usted y cómo se vería su true-up (la liquidación anual), sin compromiso.',
    action: { label: 'Pida una cotización gratis', href: '/contact' },
  },
  {
    kind: 'sources',
    title: 'Fuentes',
    items: sourcesOf([fed25d, fed25c, fed30c, fed48e, nbt, ...billingFacts, sgip, rsse, care, fera, solarExclusion]),
  },
];
