// One blog post, whole, in Spanish: the twin of content/resources/blog/posts/solar-tax-credits.ts.
import {
  endDate,
  firstYearWithout,
  gasPercentOf,
  longDate,
  monthYear,
  orEndDate,
  percentOf,
  taxCreditPostTitle,
  yearOf,
} from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesOf } from '@/content/facts/incentive-sources';
import { incentivesAsOf } from '@/content/facts/incentives';
import { summary as enSummary } from '@/content/resources/blog/posts/solar-tax-credits';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

// Every figure and date below comes from the incentive facts (src/content/facts/incentives.ts, in Spanish es/facts/incentives.ts).
const { fed25d, fed25c, fed30c, fed48e, nbt, care, fera, solarExclusion } = incentives;
const lastYear = yearOf(fed25d.end.date);

// Nothing here reads the English body: it would then load with every page that lists the posts.

/** The Spanish post's address, /es/recursos/blog/creditos-fiscales-solares-despues-de-2025. */
export const slug = 'creditos-fiscales-solares-despues-de-2025';

/** /resources/blog/solar-tax-credits: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  ...enSummary,
  title: taxCreditPostTitle,
  excerpt: `El crédito solar para dueños de casa terminó para sistemas completados después del ${endDate(fed25d)}. Lo que queda en ${monthYear(incentivesAsOf)} y qué hacer.`,
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
    text: `Durante años, el crédito fiscal federal por energía solar fue lo primero que explicábamos en cada mesa de cocina. Para los dueños de casa, ya terminó: la Public Law 119-21, firmada el 4 de julio de ${lastYear}, le puso fin antes de tiempo. Aquí le explicamos qué terminó, qué sigue disponible y qué le sugerimos hacer ahora a un dueño de casa de Kern County.`,
  },
  { kind: 'h2', text: 'Qué terminó' },
  {
    kind: 'ul',
    items: [
      `El crédito por energía limpia residencial (sección ${fed25d.code}), equivalente al ${percentOf(fed25d)} del costo de la energía solar y de las baterías de 3 kWh o más, no se permite para gastos hechos después del ${endDate(fed25d)}. El IRS considera que el gasto se hace cuando la instalación queda terminada, así que un sistema terminado en ${firstYearWithout(fed25d)} no recibe el crédito, aunque usted haya firmado o pagado antes.`,
      `El crédito por mejoras de eficiencia energética en el hogar (sección ${fed25c.code}), para bombas de calor, aislamiento, ventanas y mejoras parecidas, terminó para los bienes puestos en servicio después del ${endDate(fed25c)}.`,
      `El crédito para cargadores de vehículos eléctricos (sección ${fed30c.code}) terminó para los cargadores puestos en servicio después del ${endDate(fed30c)}.`,
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
    text: `Una compañía de arrendamiento o un proveedor de PPA que es dueño del sistema en su techo es un negocio, y los negocios todavía pueden reclamar el crédito a la inversión en electricidad limpia (sección ${fed48e.code}): el ${percentOf(fed48e)} del costo en un sistema de menos de 1 MW. Un sistema cuya construcción empiece ahora tiene que ponerse en servicio a más tardar el ${orEndDate(fed48e)}, y su equipo tiene que cumplir nuevos límites sobre piezas de entidades extranjeras de interés (foreign entities of concern).`,
  },
  {
    kind: 'p',
    text: 'Eso hace que un arrendamiento o un PPA sea la única forma que queda para que un crédito federal baje el costo de un sistema para casa. No es razón para firmar uno. La compañía decide cuánto de su crédito llega a su tarifa, y usted no lo puede reclamar. Compare un arrendamiento por el precio por kilovatio-hora del primer año, el aumento anual, las condiciones para comprar el sistema y lo que pasa si la compañía no puede reclamar el crédito, contra el precio de contado o con préstamo del mismo sistema.',
  },
  { kind: 'h3', text: 'SGIP: el incentivo de California para baterías' },
  {
    kind: 'p',
    text: 'El Self-Generation Incentive Program (programa de incentivos para la autogeneración) paga reembolsos por almacenamiento en baterías a los clientes de PG&E, SCE y las demás compañías de luz privadas (investor-owned utilities). Se paga por kilovatio-hora de almacenamiento, y el monto depende del presupuesto para el que usted califique y de la etapa que esté abierta.',
  },
  {
    kind: 'ul',
    items: [
      'El presupuesto general paga un monto menor por kilovatio-hora y se abre por etapas; algunas etapas se llenan rápido.',
      'El presupuesto de resiliencia para la equidad (equity resiliency) paga mucho más y puede cubrir la mayor parte del costo de una batería, o el costo completo. Está pensado para los hogares que más necesitan energía de respaldo: casas en un distrito de alto riesgo de incendio o que han pasado por dos o más cortes preventivos de luz por seguridad pública (PSPS), y que además cumplen un requisito de necesidad o de ingresos, como Medical Baseline, una condición médica grave, una bomba de pozo eléctrica o ingresos bajos.',
    ],
  },
  {
    kind: 'p',
    text: 'SGIP tiene trámites y tiempos de espera, y sus presupuestos cambian durante el año. Revisamos con usted si califica antes de que firme, presentamos la solicitud por usted y le decimos claramente cuando el presupuesto para el que califica está cerrado.',
  },
  { kind: 'h3', text: 'CARE, FERA y DAC-SASH para hogares que califican por ingresos' },
  {
    kind: 'p',
    text: `CARE le quita ${percentOf(care)} a la factura de luz y ${gasPercentOf(care)} a la de gas; FERA le quita ${percentOf(fera)} a la factura de luz a los hogares que están un poco arriba del límite de ingresos de CARE. Los dueños de casa que califican por ingresos en una comunidad desfavorecida del mapa CalEnviroScreen del estado pueden recibir paneles solares en el techo sin costo a través de DAC-SASH, un programa que administra GRID Alternatives. Si ese podría ser su caso, pregúnteles a ellos primero.`,
  },
  { kind: 'h3', text: 'Impuesto a la propiedad: la energía solar no sube su avalúo' },
  {
    kind: 'p',
    text: `Bajo la exclusión de California para sistemas de energía solar activa (sección 73 del Revenue and Taxation Code), un sistema solar que califica, incluido el almacenamiento que lo acompaña, no se cuenta como construcción nueva, así que su factura del impuesto a la propiedad no sube por él. La exclusión cubre los sistemas terminados a más tardar el ${endDate(solarExclusion)} y dura hasta que la propiedad cambie de dueño. La legislatura ya ha cambiado esa fecha antes; actualizaremos este artículo si lo vuelve a hacer.`,
  },
  {
    kind: 'p',
    text: 'El Kern County Assessor (la oficina del tasador del condado) se entera de los sistemas nuevos por los permisos de construcción, así que normalmente usted no tiene que presentar nada. Si compra una casa nueva que ya trae paneles solares, pregúntele al tasador por el formulario de reclamo para compradores iniciales (initial purchasers).',
  },
  { kind: 'h3', text: 'Facturación neta: lo que gana su energía solar ahora' },
  {
    kind: 'p',
    text: `Desde el ${longDate(nbt.start)}, los nuevos clientes solares de PG&E y SCE están en el Net Billing Tariff (tarifa de facturación neta), conocido como NEM 3.0. La energía solar que usa en su casa le ahorra la tarifa completa. La energía solar que exporta gana un crédito que cambia según la hora, fijado con el Avoided Cost Calculator (calculadora de costos evitados) del estado: normalmente muy por debajo de lo que usted paga por la electricidad, y más alto en ${nbt.rule.peakValue}. Los clientes residenciales de PG&E y SCE que presenten su solicitud antes de que termine ${yearOf(nbt.rule.adder.applyBy)} también reciben un pequeño crédito adicional por exportación durante ${nbt.rule.adder.years} años.`,
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
    text: `Pongamos a un dueño de casa de Bakersfield que paga de contado un sistema de 8 kW y una batería de 13.5 kWh. Si se hubiera terminado en ${lastYear}, el crédito federal le habría devuelto el ${percentOf(fed25d)} del precio. Si se termina hoy, el precio completo es el costo, menos un reembolso de SGIP si el hogar califica para un presupuesto abierto. La factura del impuesto a la propiedad se queda igual. Con la facturación neta, la batería es lo que permite que el sistema cubra el consumo de la noche, que es de donde viene la mayor parte del ahorro en la factura.`,
  },
  {
    kind: 'p',
    text: 'Cada número de ese ejemplo depende de su techo, de su consumo y de su situación fiscal. Por eso nuestras propuestas muestran en líneas separadas el precio, cada incentivo que tomamos en cuenta y de dónde viene.',
  },
  {
    kind: 'callout',
    tone: 'info',
    title: '¿Quiere los números para su casa?',
    text: 'Mándenos un recibo reciente de PG&E o SCE. Un estimador le mostrará el tamaño del sistema, el precio, el presupuesto de SGIP para el que podría calificar y cómo se vería su true-up (la liquidación anual), sin compromiso.',
    action: { label: 'Pida una cotización gratis', href: '/contact' },
  },
  {
    kind: 'sources',
    title: `Fuentes, revisadas el ${longDate(incentivesAsOf)}`,
    items: sourcesOf([fed25d, fed25c, fed30c, fed48e, nbt, care, fera, solarExclusion]),
  },
];
