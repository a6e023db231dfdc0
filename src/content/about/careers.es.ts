import * as en from '@/content/about/careers';
import { applicantCallPeriod } from '@/content/callback';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import type { Block, PageMeta, Page } from '@/content/types';

/** The English block with this id (the hero has none), checked to be of `kind`: the Spanish block reuses its non-text values. */
function source<K extends Block['kind']>(
  id: string,
  kind: K,
  block = en.careersBlocks.find((b) => (b.kind === 'hero' ? 'hero' : b.id) === id),
): Extract<Block, { kind: K }> {
  if (block?.kind !== kind) throw new Error(`careersBlocks has no ${kind} block ${id}`);
  return block as Extract<Block, { kind: K }>;
}

const hero = source('hero', 'hero');
const culture = source('culture', 'split');
const teams = source('teams', 'features');
const hiring = source('hiring', 'steps');
const apply = source('apply', 'form');
const payLaw = source('pay-law', 'sources');

/** The Spanish twin of the benefits block, shown once the owner verifies the benefits. */
const benefitsBlock: Block = {
  kind: 'features',
  id: 'benefits',
  columns: 3,
  eyebrow: 'Beneficios',
  heading: 'Lo que recibe al trabajar aquí',
  intro: 'Los empleados de tiempo completo reciben todos estos beneficios desde su primer día, o desde el primer día del mes siguiente.',
  items: [
    {
      icon: 'banknote',
      title: 'Sueldo competitivo',
      text: 'Pago por hora igual o mayor que el del mercado del condado de Kern en cada nivel del oficio, horas extra pagadas como horas extra y un aumento con cada certificación que obtenga.',
    },
    {
      icon: 'health',
      title: 'Beneficios de salud',
      text: 'Cobertura médica, dental y de la vista para usted, con la mayor parte de la prima pagada por la empresa, y planes económicos para su familia.',
    },
    {
      icon: 'savings',
      title: 'Aportación al 401(k)',
      text: 'Un plan 401(k) con una aportación de la empresa ligada a lo que usted aporta, para que una parte de cada cheque trabaje para su retiro.',
    },
    {
      icon: 'training',
      title: 'Capacitación y crecimiento',
      text: 'Horas pagadas en un programa de capacitación eléctrica aprobado por el estado, certificaciones de fabricantes de inversores y baterías, y nosotros pagamos la cuota del examen de certificación de California.',
    },
    {
      icon: 'clock',
      title: 'Equilibrio entre trabajo y vida personal',
      text: 'Las cuadrillas trabajan de día y cerca de casa, los turnos de verano empiezan temprano para ganarle al calor, y las semanas de guardia se turnan para que nadie las cargue el año entero.',
    },
    {
      icon: 'growth',
      title: 'Crecimiento profesional',
      text: 'La mayoría de nuestros instaladores líderes, capataces y gerentes de proyecto empezaron aquí como ayudantes o aprendices. Cada vacante la publicamos primero de manera interna.',
    },
  ],
};

export const careersBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Empleos',
    heading: 'Haga carrera dándole energía al Valle',
    lead: 'Somos una empresa de Bakersfield que contrata gente de aquí, capacita en el trabajo y asciende a su propia gente. Ya sea usted electricista oficial (journeyman), aprendiz de primer año o alguien con don para tratar con los clientes, aquí hay un lugar para usted.',
    image: {
      ...hero.image,
      alt: 'Tres electricistas con casco y chaleco de alta visibilidad parados frente a un sistema de paneles solares; uno sostiene una tableta.',
    },
    actions: [{ ...hero.actions[0]!, label: 'Presente su solicitud' }],
  },
  ...(en.showBenefits ? [benefitsBlock] : []),
  {
    ...culture,
    eyebrow: 'Nuestra cultura',
    heading: 'Seguridad, orgullo por el trabajo y en casa a la hora de cenar',
    paragraphs: [
      'Trabajamos en techos en julio y en patios petroleros con viento, así que la seguridad no es un póster en la pared. Cada cuadrilla empieza con una junta de seguridad en la obra (tailgate briefing), lleva agua y sombra, y para de trabajar cuando el índice de calor lo indica. A nadie se le presiona para tomar atajos con tal de terminar un trabajo.',
      'Nos enorgullece el trabajo limpio: tubería derecha, tableros etiquetados y un cliente que nos vuelve a llamar para el siguiente proyecto. A cada persona nueva la emparejamos con un líder que le enseña cómo se hacen las cosas aquí, y usted recibe comentarios honestos y el tiempo para aprender.',
      'La mayoría de nosotros crecimos en el Valle. Entrenamos a los equipos en los que juegan nuestros hijos y contratamos a los estudiantes que conocemos en los programas técnicos locales.',
    ],
    bullets: [
      'Prevención de enfermedades por calor en cada trabajo de verano',
      'Cada persona nueva trabaja con un líder con experiencia',
      'La empresa pone las camionetas, las herramientas y el equipo',
    ],
    image: {
      ...culture.image,
      alt: 'Una camioneta de servicio blanca con una franja ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
    },
  },
  {
    ...teams,
    eyebrow: 'Dónde podría encajar',
    heading: 'Los equipos para los que contratamos',
    items: [
      {
        ...teams.items[0]!,
        title: 'Instalación solar',
        text: 'Instaladores, instaladores líderes y ayudantes que montan la estructura (racking), colocan paneles y baterías, e instalan la tubería (conduit). La experiencia en techos ayuda; lo demás se lo enseñamos.',
      },
      {
        ...teams.items[1]!,
        title: 'Electricidad comercial',
        text: 'Electricistas generales certificados y aprendices para obra nueva, adaptaciones de locales para inquilinos, bombas agrícolas y trabajos de servicio en campos petroleros.',
      },
      {
        ...teams.items[2]!,
        title: 'Ventas',
        text: 'Asesores de energía que saben leer un recibo de luz, explican NEM 3.0 con palabras sencillas y nunca venden de más. Sueldo más bonos, con prospectos calificados que les damos nosotros.',
      },
      {
        ...teams.items[3]!,
        title: 'Operaciones',
        text: 'Coordinadores de proyecto, especialistas en permisos e interconexión, encargados de la agenda y personal de almacén que mantienen a tiempo cada permiso, entrega e inspección.',
      },
      {
        ...teams.items[4]!,
        title: 'Aprendices',
        text: '¿No tiene experiencia? Si es responsable, trabaja con seguridad y tiene ganas de aprender, lo inscribimos en un programa de capacitación aprobado por el estado y le pagamos mientras aprende.',
      },
      {
        ...teams.items[5]!,
        title: '¿Todavía no está seguro?',
        text: 'Díganos para qué es bueno y elija "Otro" en el formulario. A la gente buena le regresamos la llamada aunque no haya un puesto publicado.',
      },
    ],
  },
  {
    ...hiring,
    eyebrow: 'Cómo contratamos',
    heading: 'De la solicitud al primer día',
    steps: [
      {
        title: 'Presente su solicitud en línea',
        text: 'Mande el formulario de abajo. Toma dos minutos; puede adjuntar su currículum, pero no es obligatorio.',
      },
      {
        title: 'Una llamada de nuestra oficina',
        text: `Nuestro gerente de operaciones llama a cada solicitante en un plazo de ${applicantCallPeriod.es} para una plática breve.${isSample(ownerFacts.applicantCallWithin) ? ' (Ejemplo: el dueño confirma este plazo antes del lanzamiento.)' : ''}`,
      },
      {
        title: 'Conozca al equipo',
        text: 'Visite nuestro taller en Bakersfield, conozca al líder con el que trabajaría y, si el puesto es de campo, acompañe a la cuadrilla medio día.',
      },
      {
        title: 'Oferta e integración',
        text: 'Una oferta por escrito con el sueldo y la fecha de inicio, y luego una primera semana pagada de capacitación en seguridad y entrega de herramientas.',
      },
    ],
  },
  {
    ...apply,
    heading: 'Presente su solicitud',
    text: `Díganos quién es y qué tipo de trabajo busca. Leemos cada solicitud y le regresamos la llamada en un plazo de ${applicantCallPeriod.es}. Cada puesto del formulario muestra su rango de pago por hora, como la ley de transparencia salarial de California lo pide en cada oferta de empleo (sección 432.3 del Código Laboral, fuentes abajo).`,
    points: [
      'No necesita currículum para presentar su solicitud',
      'Bienvenidos tanto aprendices como trabajadores con experiencia',
      'Sus datos se usan solo para la contratación',
    ],
  },
  {
    ...payLaw,
    heading: 'Rangos de pago y la ley',
    intro:
      'Un empleador con 15 o más empleados debe incluir la escala de pago, el rango que razonablemente espera pagar, en toda oferta de empleo. Los rangos del formulario son ejemplos hasta que el dueño fije los reales.',
  },
];

export const careersMeta: PageMeta = {
  modifiedTime: en.careersMeta.modifiedTime,
  title: 'Empleo solar, eléctrico y de ventas, Bakersfield',
  description: en.showBenefits
    ? 'Empresa solar y eléctrica del condado de Kern: sueldo justo, beneficios de salud, aporte al 401(k) y capacitación pagada para certificarse como electricista.'
    : 'Empresa solar y eléctrica del condado de Kern: puestos de instalador, electricista, ventas, operaciones y aprendiz, con capacitación en el trabajo.',
  keywords: [
    'empleos solares Bakersfield',
    'empleos de electricista condado de Kern',
    'trabajo de instalador solar',
    'aprendiz de electricista',
  ],
};

/** The page as its route renders it (src/routes/$locale/about/careers.tsx). */
export const page: Page = { meta: careersMeta, blocks: careersBlocks };
