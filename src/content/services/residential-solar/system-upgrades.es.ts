import { billingFacts } from '@/content/facts/billing';
import { billingText } from '@/content/facts/billing-text.es';
import { codeRules } from '@/content/facts/code';
import { incentives } from '@/content/facts/incentives';
import { sourcesBlock } from '@/content/facts/sources-block.es';
import * as en from '@/content/services/residential-solar/system-upgrades';
import type { Block, PageMeta, Page } from '@/content/types';
import { residentialImages as img } from '@/content/services/residential-solar/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The legacy NEM addition limit, from the fact that holds it (docs/decisions/027-content-truth.md). */
const legacyRule = incentives.legacyNem.rule;

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.systemUpgradesBlocks[index];
  if (block?.kind !== kind) throw new Error(`systemUpgradesBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const kernCounty = pick(1, 'features');
const mainPanel = pick(2, 'split');
const trueUp = pick(3, 'text');
const faq = pick(4, 'faq');
const upgradesCta = pick(6, 'cta');
const form = pick(7, 'form');

/** Spec section 2, "System upgrades", in Spanish: Kern County focus, main panel upgrade, true-up FAQ, form. */
export const systemUpgradesBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Energía para el hogar · Mejoras al sistema',
    heading: 'Ajuste su sistema solar a la casa en la que vive hoy',
    lead: '¿Creció la familia, tiene un carro eléctrico nuevo, una alberca, o un recibo de liquidación anual (true-up) que sube cada año? Agregamos paneles y baterías, reemplazamos inversores cansados y cambiamos paneles principales en sistemas existentes de todo el condado de Kern, incluso en sistemas que instaló otra compañía.',
    image: img.homeEnergy,
    actions: withText(hero.actions, [{ label: 'Pida una mejora' }]),
  },
  {
    ...kernCounty,
    eyebrow: 'Enfoque en el condado de Kern',
    heading: 'Las mejoras que más nos piden las casas del condado de Kern',
    intro:
      'Muchos sistemas de Bakersfield, Shafter y Tehachapi se dimensionaron hace diez años para una familia más chica y un verano menos caliente. Estos son los cambios que los vuelven a poner al día.',
    items: withText(kernCounty.items, [
      {
        title: 'Agregar paneles',
        text: `Más producción para una familia más grande. En un sistema con NEM 2.0, mantenemos la ampliación dentro del límite (${legacyRule.addKw}\u00a0kW o ${legacyRule.addPercent}% del tamaño original, lo que sea mayor) que le permite conservar su plan actual.`,
      },
      {
        title: 'Agregar una batería',
        text: 'La mayoría de los sistemas existentes aceptan una batería con acoplamiento AC sin cambiar los paneles. Cubre el pico de 4 a 9\u00a0p.m. y mantiene funcionando lo esencial durante un apagón.',
      },
      {
        title: 'Cambio de inversor',
        text: 'Los inversores de cadena (string) de principios de la década de 2010 están llegando al final de su vida útil, y muchos de los que ya fallaron pasan meses sin que nadie se dé cuenta. Los reemplazamos y restablecemos el monitoreo.',
      },
      {
        title: 'Cambio de panel principal',
        text: 'De 100\u00a0A a 200\u00a0A, para que los paneles solares, un cargador para vehículo eléctrico y una bomba de calor compartan un solo servicio con seguridad. Los detalles, más abajo.',
      },
      {
        title: 'Quitar y reinstalar para un techo nuevo',
        text: '¿Va a cambiar el techo debajo de los paneles? Bajamos los paneles, los protegemos y los volvemos a instalar con tapajuntas (flashing) nuevos cuando el techero termina.',
      },
      {
        title: 'Revisión por calor y polvo',
        text: 'Una inspección completa después de años de veranos de 110 grados: conexiones apretadas al torque correcto, cables despegados de la superficie del techo, mallas contra animales instaladas y la producción comparada con el diseño.',
      },
    ]),
  },
  {
    ...mainPanel,
    eyebrow: 'Cambio de panel principal',
    heading: 'De 100\u00a0A a 200\u00a0A: espacio para paneles solares, un carro eléctrico y una bomba de calor',
    paragraphs: [
      'Muchas casas de Bakersfield construidas antes de los años noventa todavía tienen un panel principal de 100 amperes. Eso alcanzaba para las luces, el refrigerador y un cooler de agua. No alcanza para el aire central, un cargador de Nivel 2, un calentador de agua con bomba de calor y un sistema solar conectados al mismo panel.',
      'La energía solar agrega su propio límite. Según la regla del 120% del código eléctrico, un panel típico de 100\u00a0A con un breaker principal de 100\u00a0A solo acepta un breaker solar de 20\u00a0A, más o menos un inversor de 3.8\u00a0kW. Un panel de 200\u00a0A, sobre todo uno con barra (busbar) de 225\u00a0A, deja espacio para un sistema de tamaño completo y una batería.',
      'Un aumento de servicio necesita a la compañía de luz. Presentamos la solicitud ante PG&E o SCE, sacamos el permiso, programamos con ellos el corte y la reconexión, y coordinamos el medidor. Normalmente la luz se corta durante un día de trabajo, y lo planeamos para que su refrigerador y su equipo médico estén cubiertos.',
    ],
    bullets: [
      'Primero el cálculo de carga, para que solo cambie el panel si lo necesita',
      'Nos encargamos de la solicitud de servicio con PG&E o SCE, del permiso y de la inspección',
      'Breakers nuevos etiquetados circuito por circuito',
      'Muchas veces se hace en la misma visita que los paneles solares o un cargador EV',
    ],
    image: img.mainPanel,
    action: { ...mainPanel.action!, label: 'Pida una mejora' },
  },
  {
    ...trueUp,
    eyebrow: 'Recibos de true-up',
    heading: 'Por qué creció su recibo de true-up, y cómo se arregla',
    paragraphs: [
      `${billingText.netBillingMonthly} ${billingText.legacyYearly} Cuando crece la familia, un carro eléctrico nuevo empieza a cargar o los paneles poco a poco pierden producción por el polvo y la edad, esos cargos crecen, y el true-up puede dejar de ser un cargo chico y volverse un recibo de varios cientos de dólares.`,
      'Empezamos revisando los datos de sus últimos 12 meses y su estado de cuenta del true-up. A veces la solución es un inversor que falló o paneles sucios. A veces son unos cuantos paneles más, una batería para pasar su energía solar al pico de 4 a 9\u00a0p.m., o un mejor plan de tarifa. Usted recibe las opciones por escrito, con lo que ahorra cada una.',
    ],
  },
  {
    ...faq,
    eyebrow: 'Preguntas sobre el true-up',
    heading: 'Preguntas sobre los cobros del true-up',
    groups: withText(faq.groups, [
      {
        title: 'Cobros del true-up',
        items: [
          {
            question: '¿Qué es el recibo de true-up?',
            answer: billingText.trueUpAnswer,
          },
          {
            question: '¿Por qué debo dinero en el true-up si mis paneles producen más de lo que uso?',
            answer:
              'Porque la energía vale distinto según la hora. La energía que usted exporta al mediodía gana menos que la que compra en la noche, sobre todo con NEM 3.0. Además, los cargos no evitables (non-bypassable charges) se aplican a cada kWh que usted toma de la red y no se pueden cancelar con créditos solares. Una batería que cubra su consumo de la noche suele ser la solución más efectiva.',
          },
          {
            question: '¿Agregar paneles o una batería cambia mi plan NEM?',
            answer: `Por lo general, se puede agregar una batería a un sistema con NEM 2.0 sin salirse de NEM 2.0. Los paneles que se agregan conservan su plan si el aumento no pasa de ${legacyRule.addKw}\u00a0kW o del ${legacyRule.addPercent}% del tamaño original del sistema, lo que sea mayor; si pasa de eso, la compañía de luz cambia el sistema a NEM 3.0. Revisamos su contrato de interconexión antes de diseñar cualquier cosa y le mostramos cómo queda el true-up en los dos casos.`,
          },
        ],
      },
    ]),
  },
  sourcesBlock([...billingFacts, incentives.legacyNem, codeRules.busbar120]),
  {
    ...upgradesCta,
    heading: 'Tráiganos su último estado de cuenta del true-up',
    text: 'Le decimos qué lo está haciendo crecer, si su sistema está rindiendo como se diseñó y qué mejora, si hay alguna, se paga sola.',
    action: { ...upgradesCta.action, label: 'Hable con nuestro equipo' },
  },
  {
    ...form,
    heading: 'Pida un presupuesto gratis para mejorar su sistema',
    text: `Marque “True-Up” si lo que le preocupa es su recibo anual, o “Agregar baterías” si quiere almacenamiento. Un estimador revisará su sistema y le llamará dentro de ${callbackPeriod.es}.`,
    points: [
      'Trabajamos en sistemas instalados por cualquier compañía',
      'Una revisión del estado del sistema con cada presupuesto de mejora',
      'Nos encargamos del papeleo con la compañía de luz y de los permisos',
    ],
  },
];

export const systemUpgradesMeta: PageMeta = {
  ...en.systemUpgradesMeta,
  service: 'Mejoras a sistemas solares y cambio de panel principal',
  title: 'Ampliaciones solares y cambio de panel principal',
  description:
    'Agregue paneles o batería a su sistema solar, cambie un inversor dañado o su panel principal de 100 A a 200 A. Respuestas claras sobre el true-up.',
  keywords: ['mejoras a sistema solar', 'cambio de panel principal Bakersfield', 'cambio de panel a 200 amperes', 'recibo de true-up'],
};

/** The page as its route renders it (src/routes/$locale/services/residential-solar/system-upgrades.tsx). */
export const page: Page = { meta: systemUpgradesMeta, blocks: withTownLinks(systemUpgradesBlocks) };
