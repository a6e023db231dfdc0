import { endDate, gasPercentOf, incentiveSentences, percentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import { degradation } from '@/shared/estimate/degradation';
import * as en from '@/content/services/residential-solar/our-process';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from '@/content/services/residential-solar/images.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.ourProcessBlocks[index];
  if (block?.kind !== kind) throw new Error(`ourProcessBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const steps = pick(1, 'steps');
const integrity = pick(2, 'split');
const community = pick(3, 'split');
const wholeHome = pick(4, 'split');
const financing = pick(5, 'split');
const faq = pick(6, 'faq');
const processCta = pick(8, 'cta');
const form = pick(9, 'form');

/** Spec section 2, "Our process", in Spanish: integrity, community, whole-home solar, financing, FAQ, form. */
export const ourProcessBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía para el hogar · Nuestro proceso',
    heading: 'De la primera llamada al encendido, un solo equipo todo el camino',
    lead: 'Un proyecto solar para su casa toma unos 2-3 meses desde la primera llamada hasta el día en que su compañía de luz le permite encender el sistema, y solo 1-3 de esos días se trabaja en su techo. Esto es lo que pasa entre una cosa y otra, y con quién habla usted en cada paso.',
    image: img.crew,
    actions: withText(hero.actions, [{ label: '¡Empecemos!' }]),
  },
  {
    ...steps,
    eyebrow: 'Paso a paso',
    heading: 'Cuatro pasos, sin sorpresas',
    intro:
      'El mismo gerente de proyecto lo acompaña desde la primera llamada hasta el encendido, y usted recibe un mensaje de texto cada vez que se completa un paso.',
    steps: withText(steps.steps, [
      {
        title: 'Visita a su casa y revisión del recibo',
        text: 'Usted nos comparte 12 meses de consumo de PG&E o SCE, o le ayudamos a descargarlos. Luego un estimador mide el techo, revisa la sombra y la edad del techo, y abre su panel principal para ver cuánta carga aguanta.',
      },
      {
        title: 'Diseño y cotización por escrito',
        text: 'La distribución de los paneles, la opción de batería, la producción esperada mes por mes y su nuevo recibo, todo detallado. Usted se toma su tiempo para decidir; no se firma nada en el momento.',
      },
      {
        title: 'Permisos y papeleo con la compañía de luz',
        text: 'Hacemos los planos, sacamos el permiso con la ciudad de Bakersfield o con el condado de Kern y presentamos su solicitud de interconexión con PG&E o SCE.',
      },
      {
        title: 'Instalación, inspección y PTO',
        text: '1-3 días en el techo con nuestra propia cuadrilla. Recibimos al inspector, la compañía de luz da el permiso para operar (PTO, por sus siglas en inglés), y encendemos el sistema y configuramos con usted su aplicación de monitoreo.',
      },
    ]),
  },
  {
    ...integrity,
    eyebrow: 'Honestidad',
    heading: 'Una cotización que puede revisar línea por línea',
    paragraphs: [
      'Cada cotización indica la cantidad y el modelo de los paneles, el inversor, la estructura de montaje, la batería si la hay, las cuotas del permiso y de la compañía de luz, y la producción esperada de cada mes. Se la puede enseñar a otro instalador y comparar parejo.',
      'Si la energía solar todavía no tiene sentido para su casa, se lo decimos. Un techo al que le quedan cinco años de vida se debe cambiar primero. A una casa con la sombra de dos robles viejos del valle (valley oaks) le puede ir mejor con un sistema más chico. Preferimos perder una venta que instalarle algo que lo decepcione.',
    ],
    bullets: [
      'Sin vendedores de puerta en puerta y sin presión para firmar hoy',
      'Estimados de producción basados en su techo y en los datos de su medidor',
      'El precio de la cotización es el precio que usted paga',
    ],
    image: img.designPlan,
  },
  {
    ...community,
    eyebrow: 'Comunidad',
    heading: 'Vivimos aquí, así que aquí respondemos',
    paragraphs: [
      'Nuestros electricistas, instaladores y personal de oficina viven en Bakersfield, Shafter, Delano y Tehachapi. La cuadrilla que trabaja en su techo va a seguir en el condado de Kern dentro de diez años, y nuestra oficina del lado norte de Bakersfield también.',
      `Ayudar con la energía es parte del trabajo, aunque nadie compre nada. Les explicamos paso a paso a nuestros vecinos los descuentos de CARE y FERA (${percentOf(incentives.care)} menos en la luz y ${gasPercentOf(incentives.care)} menos en el gas con CARE, ${percentOf(incentives.fera)} con FERA), Medical Baseline para el equipo médico en casa, y si hay algún presupuesto de SGIP para baterías abierto.`,
    ],
    bullets: [
      'Cuadrillas locales, oficina local, número de teléfono local',
      'Ayuda gratis con las solicitudes de descuentos de la compañía de luz',
      'Las llamadas de servicio las atiende el mismo equipo que instaló su sistema',
    ],
    image: img.van,
  },
  {
    ...wholeHome,
    eyebrow: 'Energía solar para toda la casa',
    heading: 'Diseñado para toda la casa, incluido lo que viene después',
    paragraphs: [
      'La mayoría de las casas del condado de Kern usan más energía en las tardes de verano, cuando el aire acondicionado trabaja más fuerte. Con NEM 3.0, el mejor diseño cubre esas horas directamente: paneles hacia el oeste además de hacia el sur, y una batería que lleva la energía solar de la tarde al pico de 4 a 9\u00a0p.m.',
      'También planeamos para las cargas que probablemente va a agregar: un cargador para vehículo eléctrico, un calentador de agua con bomba de calor, la bomba de una alberca o una estufa eléctrica. Dimensionar para ellas ahora cuesta menos que agregar paneles después, y revisamos que su panel principal aguante con todo.',
    ],
    bullets: [
      'Dimensionado con 12 meses de datos de consumo por intervalos',
      'Paneles hacia el oeste donde las horas de la tarde pagan más',
      'Espacio en el diseño para un vehículo eléctrico, una bomba de calor o una batería',
    ],
    image: img.wholeHome,
  },
  {
    ...financing,
    eyebrow: 'Financiamiento',
    heading: 'Cómprelo, fináncielo o arriéndelo',
    paragraphs: [
      'El pago de contado se recupera más rápido. Con un préstamo solar de 5 a 20 años, su propuesta muestra el pago del préstamo junto al ahorro esperado en su recibo, mes por mes. Un arrendamiento (lease) o un PPA no cuesta nada al principio, y el proveedor le da mantenimiento al sistema.',
      `Si el sistema es suyo, ya no hay crédito fiscal federal: se acabó para los sistemas residenciales terminados después del ${endDate(incentives.fed25d)}. Le mostramos las tres opciones en la misma cotización, con el costo total de cada una y el precio por watt, para que nos pueda comparar con cualquier otra cotización. ${incentiveSentences.exclusionDeadline}`,
    ],
    image: img.homeEnergy,
    action: { ...financing.action!, label: 'Vea las opciones de financiamiento' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas',
    heading: 'Preguntas comunes sobre el proceso',
    groups: withText(faq.groups, [
      {
        title: 'Nuestro proceso',
        items: [
          {
            question: '¿Cuánto tarda una instalación solar?',
            answer:
              'La instalación en sí toma 1-3 días en el techo, según el tamaño del sistema y si incluye una batería o un cambio de panel. Desde la primera llamada hasta el encendido, cuente con 2-3 meses. El diseño toma como una semana y el permiso de una a cuatro semanas, según la ciudad o el condado; luego vienen la instalación, la inspección y, por último, el permiso para operar (PTO) de la compañía de luz, que PG&E y SCE normalmente dan en una a tres semanas.',
          },
          {
            question: '¿Qué mantenimiento necesitan los paneles solares?',
            answer:
              'Muy poco. No tienen partes que se muevan. En el Valle, el polvo y el polen se juntan entre lluvia y lluvia, así que enjuague los paneles con la manguera temprano en la mañana o en la tarde una o dos veces al año, o después de la temporada de cosecha. Use agua sola, sin hidrolavadora y sin subirse al techo. Los paneles tienen garantía de 25 años y solo pierden alrededor de 0.5% de su producción al año. Si algo necesita atención, nosotros vamos.',
          },
          {
            question: '¿Cómo monitoreo mi sistema?',
            answer:
              'Su inversor o su batería manda los datos a una aplicación en su teléfono a través del Wi-Fi de su casa. Ahí ve cuánto producen sus paneles y, con el medidor de consumo que instalamos, cuánto usa su casa. Nosotros vemos los mismos datos. Si la producción baja sin una razón clara, le llamamos. Si el sistema pierde el Wi-Fi después de un cambio de router, nuestra guía para reconectar el Wi-Fi, en el blog, le explica cómo hacerlo en unos minutos.',
          },
        ],
      },
    ]),
  },
  sourcesBlock([
    incentives.care,
    incentives.fera,
    incentives.sgip,
    incentives.rsse,
    incentives.fed25d,
    incentives.solarExclusion,
    degradation,
  ]),
  {
    ...processCta,
    heading: 'Empiece con una visita gratis a su casa',
    text: 'Un estimador va a su casa, mide el techo y abre el panel. Usted recibe un diseño y una cotización por escrito dentro de una semana.',
    action: { ...processCta.action, label: 'Solicite una consulta' },
  },
  {
    ...form,
    heading: 'Cuéntenos sobre su casa',
    text: `Con unos cuantos datos basta para empezar. Leemos cada solicitud y le regresamos la llamada dentro de ${callbackPeriod.es}.`,
    points: [
      'Una llamada de uno de nuestros estimadores',
      'Una visita gratis y una cotización por escrito',
      'Sin compromiso y sin compartir sus datos',
    ],
  },
];

export const ourProcessMeta: PageMeta = {
  ...en.ourProcessMeta,
  title: 'Nuestro proceso solar: de la visita al encendido',
  description:
    'Cómo avanza con nosotros un proyecto solar para su casa: visita, diseño por escrito, permisos, 1-3 días de instalación y permiso para operar de PG&E o SCE.',
  keywords: ['proceso de instalación solar', 'permiso solar Bakersfield', 'permiso para operar', 'mantenimiento de paneles solares'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/our-process.tsx). */
export const page: Page = { meta: ourProcessMeta, blocks: ourProcessBlocks };
