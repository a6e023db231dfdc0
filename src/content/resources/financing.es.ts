import * as en from '@/content/resources/financing';
import type { Localized } from '@/content/localized';
import { endDate, gasPercentOf, incentiveSentences, monthYear, orEndDate, percentOf, yearOf } from '@/content/facts/incentive-text.es';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import type { Block, PageMeta } from '@/content/types';

const { fed25d, fed48e, care, fera, rsse } = incentives;
/** The year the homeowner credit last applied: 2025. */
const lastCreditYear = yearOf(fed25d.end.date);

/** The English block at `i` of a list, checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(blocks: readonly Block[], i: number, kind: K): Extract<Block, { kind: K }> {
  const block = blocks[i];
  if (block?.kind !== kind) throw new Error(`Block ${i} is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source([en.financingHero], 0, 'hero');
const whyUs = source(en.financingBlocks, 0, 'features');
const programs = source(en.financingBlocks, 1, 'text');
const sources = source(en.financingBlocks, 2, 'sources');
const faq = source([en.financingFaq], 0, 'faq');
const cta = source([en.financingCta], 0, 'cta');
const [cash, loan, lease] = en.financingOptions;

export const financingHero: Block = {
  ...hero,
  eyebrow: 'Financiamiento',
  heading: 'Pague su sistema solar de la forma que le convenga a su hogar',
  lead: 'Cómprelo de contado, páguelo con un préstamo de 5 a 20 años o arriéndelo sin enganche. Le damos el precio de las tres opciones para su casa, lado a lado, para que vea cuánto cuesta cada una en 25 años, no solo este mes.',
  image: {
    ...hero.image,
    alt: 'Pilas de monedas cada vez más altas junto a una casa con paneles solares en el techo, con una flecha hacia arriba y la llave de una casa.',
  },
  actions: [{ ...hero.actions[0]!, label: 'Pida una cotización gratis' }],
};

export const financingOptionsSection: Localized<typeof en.financingOptionsSection> = {
  id: en.financingOptionsSection.id,
  eyebrow: 'Tres formas de pagar',
  heading: 'De contado, con préstamo o arrendado: qué significa cada opción',
  intro: `Todas las opciones llevan el mismo equipo, la misma cuadrilla y el mismo trabajo de permisos y de trámites con la compañía de luz. Lo que cambia es quién es dueño del sistema, cómo le llegan los ahorros y, desde que el crédito solar para dueños de casa terminó después de ${lastCreditYear}, si en el precio queda incluido algún crédito fiscal federal.`,
};

export const bestForLabel = 'Ideal para:';

export const financingOptions: readonly en.FinancingOption[] = [
  {
    ...cash!,
    title: 'Compra de contado',
    summary:
      'Usted paga el sistema en pagos por etapas durante el proyecto y es el dueño desde el día en que se enciende. Es la forma más barata de tener energía solar durante la vida del sistema.',
    points: [
      `Ningún crédito fiscal que esperar: el crédito para dueños de casa terminó después de ${lastCreditYear}, así que el precio que paga es el costo`,
      'Sin intereses, sin pago mensual y sin terceros',
      'Cada kilovatio-hora después de recuperar la inversión es energía gratis',
      'Le suma valor a su casa sin un préstamo ni un arrendamiento que traspasar',
    ],
    bestFor: 'Hogares con ahorros o con una línea de crédito sobre el valor de su casa que quieren el mayor rendimiento.',
  },
  {
    ...loan!,
    title: 'Préstamo solar',
    summary:
      'Un prestamista paga el sistema y usted lo va pagando en 5 a 20 años, muchas veces sin enganche. El sistema es suyo desde el primer día. Calcule el pago sobre el precio completo: no hay reembolso de un crédito federal en el primer año para abonar al saldo.',
    points: [
      'Plazos de 5 a 20 años, tasas fijas y sin penalidad por pago anticipado en los préstamos que ofrecemos',
      'Su propuesta muestra el pago junto al ahorro esperado en su recibo, mes por mes',
      'El sistema es suyo y usted conserva todas las garantías',
      'Cuando termine de pagar el préstamo, los ahorros son completamente suyos',
    ],
    bestFor: 'Dueños de casa que quieren ser dueños del sistema sin pagar por adelantado.',
  },
  {
    ...lease!,
    title: 'Arrendamiento solar o PPA',
    summary:
      'Una compañía de arrendamiento es dueña del sistema en su techo. Con un arrendamiento (lease) usted paga una cantidad fija al mes; con un contrato de compra de energía (PPA) paga un precio fijo por cada kilovatio-hora que produce el sistema. En los dos casos no paga nada por adelantado, y ahora es la única forma en que un crédito federal todavía puede bajar el costo de un sistema para casa: lo reclama la compañía, no usted.',
    points: [
      'Sin costo inicial y sin un préstamo a su nombre',
      'Monitoreo, reparaciones y reemplazo del inversor normalmente incluidos durante el plazo',
      'Compare el precio por kWh del primer año y el aumento anual con la tarifa de su compañía de luz',
      `El dueño puede reclamar el crédito para negocios del ${percentOf(fed48e)} (sección ${fed48e.code} del código fiscal federal) si el sistema está en servicio a más tardar el ${orEndDate(fed48e)}, y pasarle a usted una parte en su tarifa`,
    ],
    bestFor:
      'Dueños de casa que quieren ahorrar sin poner dinero por adelantado y sin mantenimiento, y recibir una parte de un crédito federal que quienes compran ya no reciben.',
  },
];

export const comparisonSection: Localized<typeof en.comparisonSection> = {
  id: en.comparisonSection.id,
  eyebrow: 'Lado a lado',
  heading: 'Cómo se comparan las opciones',
  intro: 'El mismo sistema en el mismo techo, pagado de tres formas. Su propuesta muestra estas líneas en dólares para su casa.',
};

export const financingComparison: Localized<typeof en.financingComparison> = {
  caption: 'Comparación de compra de contado, préstamo solar y arrendamiento o PPA',
  options: [{ title: 'Compra de contado' }, { title: 'Préstamo solar', badge: 'El más elegido' }, { title: 'Arrendamiento o PPA' }],
  rows: [
    {
      label: 'Quién es dueño del sistema',
      values: ['Usted, desde el primer día', 'Usted, desde el primer día', 'La compañía de arrendamiento o el proveedor del PPA'],
    },
    {
      label: 'Costo inicial',
      values: ['El precio completo, en pagos por etapas', 'Sin enganche con algunos préstamos', 'Nada, o un depósito pequeño'],
    },
    {
      label: `Crédito fiscal federal después de ${lastCreditYear}`,
      values: [
        `Ninguno: el crédito para dueños de casa terminó después de ${lastCreditYear}`,
        `Ninguno: el crédito para dueños de casa terminó después de ${lastCreditYear}`,
        `El dueño puede reclamar el crédito para negocios si el sistema está en servicio a más tardar el ${orEndDate(fed48e)}; pregunte cuánto de ese crédito llega a su tarifa`,
      ],
    },
    {
      label: 'Costo mensual',
      values: [
        'Ninguno',
        'Pago fijo del préstamo durante 5 a 20 años',
        'Pago fijo del arrendamiento o precio por kWh, a veces con un aumento anual',
      ],
    },
    {
      label: 'Ahorro en 25 años',
      values: [
        'El más alto',
        'Alto, y completamente suyo cuando termine de pagar el préstamo',
        'Más bajo, pero empieza el primer día sin sacar dinero de su bolsillo',
      ],
    },
    {
      label: 'Mantenimiento y reparaciones',
      values: [
        'Nuestra garantía de mano de obra más las garantías de los fabricantes',
        'Igual que de contado',
        'Normalmente incluidos durante el plazo completo',
      ],
    },
    {
      label: 'Si vende su casa',
      values: [
        'El sistema le suma valor y se queda con la casa',
        'Liquide el préstamo al cierre, o como lo permita el prestamista',
        'El comprador asume el contrato, o usted compra el sistema',
      ],
    },
  ],
};

export const financingBlocks: readonly Block[] = [
  {
    ...whyUs,
    eyebrow: 'Por qué financiar con nosotros',
    heading: 'Financiamiento sin sorpresas en la letra chiquita',
    items: [
      {
        ...whyUs.items[0]!,
        title: 'El precio por watt, por escrito',
        text: 'La propuesta muestra el precio por watt, para que vea cuánto está pidiendo prestado y por qué.',
      },
      {
        ...whyUs.items[1]!,
        title: 'Todas las opciones en una página',
        text: 'De contado, con préstamo y arrendado, con el precio del mismo sistema, el total que paga durante el plazo, los intereses y cualquier comisión del distribuidor (dealer fee) en líneas separadas.',
      },
      {
        ...whyUs.items[2]!,
        title: 'Prestamistas que conocemos',
        text: 'Trabajamos con una lista corta de socios de préstamos, arrendamientos y PPA que revisamos para asegurarnos de que ofrecen condiciones justas y no cobran penalidad por pago anticipado.',
      },
      {
        ...whyUs.items[3]!,
        title: 'Trámites resueltos',
        text: 'Presentamos su solicitud de SGIP para baterías cuando hay un presupuesto abierto, nos encargamos de la interconexión con PG&E o SCE y le damos una factura detallada para sus archivos.',
      },
      {
        ...whyUs.items[4]!,
        title: 'No solo energía solar',
        text: 'Las actualizaciones del panel principal, los cargadores para vehículos eléctricos, las baterías y el recableado también se pueden financiar, por separado o sumados a un préstamo solar.',
      },
      {
        ...whyUs.items[5]!,
        title: 'Hablamos claro',
        text: 'Si le conviene más pagar de contado o esperar un año, se lo decimos. Nunca lo vamos a presionar para que saque un préstamo con tal de cerrar una venta.',
      },
    ],
  },
  {
    ...programs,
    eyebrow: `Créditos y programas a ${monthYear(incentivesAsOf)}`,
    heading: 'Lo que queda después de que terminó el crédito para dueños de casa',
    paragraphs: [
      `El crédito federal por energía limpia residencial (sección ${fed25d.code} del código fiscal federal) terminó: la Public Law 119-21 no lo permite para ningún sistema terminado después del ${endDate(fed25d)}. Si el suyo quedó terminado a más tardar en esa fecha, todavía puede reclamarlo por ${lastCreditYear}, y cualquier parte que no haya podido usar se traslada a los años siguientes. Para un sistema propio que se instale ahora, no hay crédito federal.`,
      `Con un arrendamiento o un PPA, la compañía de arrendamiento es dueña del sistema y puede reclamar en su lugar el crédito a la inversión en electricidad limpia para negocios (sección ${fed48e.code} del código fiscal federal), si la construcción empezó a más tardar el ${endDate(fed48e)} o si el sistema está en servicio a más tardar el ${orEndDate(fed48e)}, y si su equipo cumple las reglas sobre entidades extranjeras. Pídale a la compañía por escrito que le diga si su precio depende de ese crédito y qué pasa si al final no lo obtiene.`,
      `${incentiveSentences.sgipStatus} ${incentiveSentences.sgipEquityRule}`,
      `Si su hogar califica para CARE, ahorra ${percentOf(care)} en la luz y ${gasPercentOf(care)} en el gas; FERA le quita ${percentOf(fera)} a la luz a los hogares de tres o más personas que están un poco arriba del límite de ingresos de CARE. Medical Baseline le da electricidad adicional a la tarifa más baja a quienes tienen necesidades médicas que califican. Los dueños de casa que califican por ingresos en las comunidades desfavorecidas del mapa CalEnviroScreen del estado pueden recibir paneles solares en el techo sin costo a través de DAC-SASH, un programa que administra GRID Alternatives; si ese podría ser su caso, pregúnteles a ellos antes de preguntarnos a nosotros.`,
      incentiveSentences.exclusionDeadline,
      'Durante la visita para su presupuesto revisamos para qué programas califica y le ayudamos a inscribirse. Las reglas fiscales cambian, así que confirme su propia situación con un profesional de impuestos.',
    ],
  },
  {
    ...sources,
    eyebrow: `Revisado en ${monthYear(incentivesAsOf)}`,
    heading: 'De dónde vienen estos datos',
    intro: 'La ley y las reglas de los programas detrás de esta página, para que usted mismo las pueda leer.',
  },
];

export const financingFaq: Block = {
  ...faq,
  eyebrow: 'Preguntas sobre financiamiento',
  heading: 'Antes de elegir',
  groups: [
    {
      title: 'Financiamiento',
      items: [
        {
          question: '¿Puedo pagar un préstamo solar antes de tiempo?',
          answer:
            'Sí. Los préstamos que ofrecemos no tienen penalidad por pago anticipado, así que puede abonar al saldo con un bono o una devolución de impuestos cuando le convenga. Eso sí, elija un pago que pueda cubrir sobre el precio completo: los dueños de casa ya no reciben un crédito solar federal para abonarle.',
        },
        {
          question: '¿Qué puntaje de crédito necesito?',
          answer:
            'Cada prestamista pone sus propias reglas, y la aprobación depende de más cosas que el puntaje. Podemos ver para qué opciones precalifica con una consulta de crédito suave (soft credit check), que no afecta su puntaje, antes de que se comprometa a nada.',
        },
        {
          question: '¿Me conviene arrendar solo para recibir un crédito federal?',
          answer: `Solo si el arrendamiento es un buen trato por sí mismo. El crédito es para la compañía de arrendamiento, no para usted, y solo si el sistema está en servicio a más tardar el ${orEndDate(fed48e)} o si su construcción empezó a más tardar el ${endDate(fed48e)}. Compare el precio por kilovatio-hora del primer año, el aumento anual y las condiciones para comprar el sistema con el precio de contado o con préstamo del mismo sistema, y pregunte qué hace la compañía si no puede reclamar el crédito.`,
        },
        {
          question: '¿Un arrendamiento o un PPA hace más difícil vender mi casa?',
          answer:
            'Agrega un paso. El comprador asume el contrato después de que la compañía de arrendamiento lo aprueba, o usted compra el sistema al cierre de la venta. Los oficiales de escrow (la cuenta de depósito en garantía) del condado de Kern manejan estos traspasos con frecuencia; nosotros entregamos los documentos del sistema que pidan.',
        },
        {
          question: '¿Puedo financiar solo una batería o una actualización de panel?',
          answer: `Sí. Una batería agregada a un sistema solar existente, una actualización del panel principal, un cargador para vehículo eléctrico o un recableado se pueden financiar con un préstamo para mejoras del hogar. Los dueños de casa ya no reciben crédito federal por ninguno de ellos, y los presupuestos de SGIP para baterías estaban cerrados o con lista de espera en ${monthYear(rsse.milestones.waitlistSeen)}. Para ranchos y negocios, pregunte por nuestras opciones de financiamiento comercial.`,
        },
      ],
    },
  ],
};

export const financingCta: Block = {
  ...cta,
  heading: 'Vea las tres opciones con precio para su casa',
  text: 'Mándenos un recibo reciente de PG&E o SCE. Le respondemos con un diseño del sistema y un precio de contado, con préstamo y con arrendamiento, lado a lado y sin compromiso.',
  action: { ...cta.action, label: 'Contáctenos' },
};

export const financingMeta: PageMeta = {
  modifiedTime: en.financingMeta.modifiedTime,
  title: 'Financiamiento: contado, préstamo, lease y PPA',
  description:
    'De contado, préstamo solar de 5 a 20 años, o lease o PPA: quién es dueño, costo inicial, ahorro y por qué solo un lease aún puede llevar crédito federal.',
  keywords: ['financiamiento solar', 'préstamo solar', 'arrendamiento solar', 'PPA solar', 'crédito fiscal arrendamiento solar'],
};
