import * as en from '@/content/services/oil-gas';
import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from '@/content/services/field-images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.oilGasBlocks[index];
  if (block?.kind !== kind) throw new Error(`oilGasBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const intro = pick(1, 'text');
const services = pick(2, 'features');
const callouts = pick(3, 'split');
const safety = pick(4, 'features');
const faq = pick(5, 'faq');
const form = pick(6, 'form');

export const oilGasBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Petróleo y gas',
    heading: 'Electricistas petroleros en Bakersfield, de guardia a toda hora',
    lead: 'Un pozo que no bombea no produce. Nuestras cuadrillas petroleras mantienen funcionando los motores de las bombas de balancín (pumpjacks), los VFD, los desconectadores de campo y la energía de los leases en los campos del condado de Kern, con una cuadrilla de guardia de día o de noche.',
    image: fieldArt.pumpjack,
    actions: withText(hero.actions, [{ label: 'Solicite servicio petrolero' }]),
  },
  {
    ...intro,
    eyebrow: 'Campos del condado de Kern',
    heading: 'El cableado petrolero es un oficio aparte, y es el que practican nuestras cuadrillas de campo',
    paragraphs: [
      'Desde los campos Kern River y Kern Front, al norte de Oildale, hasta Midway-Sunset, Belridge, Lost Hills y el Westside alrededor de Taft y Maricopa, el trabajo eléctrico petrolero es un oficio aparte. El equipo vive entre el polvo y a 110 °F, las cargas arrancan y paran cada pocos segundos, y el cableado cerca de las cabezas de pozo y de los tanques tiene que cumplir reglas para áreas peligrosas que la mayoría de los electricistas comerciales casi nunca ven.',
      'Nuestros electricistas petroleros llevan esa experiencia a cada llamada. Llegan con camionetas surtidas, con su propio equipo contra caídas y su ropa con clasificación de arco, y con la costumbre de anotar lo que encontraron, para que su ingeniero de producción reciba un reporte claro y no una suposición.',
    ],
  },
  {
    ...services,
    eyebrow: 'Lo que hacemos en el campo',
    heading: 'Servicios eléctricos para campos petroleros',
    items: withText(services.items, [
      {
        title: 'Motores y VFD de balancines',
        text: 'Cambio de motores, arrancadores y variadores de frecuencia para unidades de bombeo mecánico. Un variador con control de pump-off ajusta las emboladas al nivel de fluido, suaviza el arranque para las cajas de engranes y las varillas, y reduce el consumo de energía.',
      },
      {
        title: 'Desconectadores de campo',
        text: 'Desconectadores con y sin fusibles en cada pozo, en gabinetes clasificados para polvo y lavado a presión, etiquetados para que un operador pueda aislar una unidad sin tener que adivinar.',
      },
      {
        title: 'Cableado Clase I, División 2',
        text: 'Cableado para áreas peligrosas alrededor de cabezas de pozo, separadores y respiraderos de tanques: accesorios y luminarias clasificados, sellos de tubería en los límites de las áreas clasificadas e instalaciones que corresponden a sus planos de clasificación de áreas.',
      },
      {
        title: 'Baterías de tanques y electricidad del lease',
        text: 'Distribución de energía en todo el lease, bombas de transferencia, controles de los calentadores-tratadores (heater-treaters), iluminación, y las líneas aéreas y subterráneas que conectan los pozos entre sí.',
      },
      {
        title: 'Energía para controles y automatización',
        text: 'Energía limpia y protegida, con buena conexión a tierra, para los controladores de pump-off, las RTU, los radios y los medidores de flujo, para que sus datos de SCADA sigan llegando después de la próxima tormenta de polvo.',
      },
      {
        title: 'Mantenimiento preventivo',
        text: 'Escaneos infrarrojos programados, revisión de apriete y pruebas de aislamiento en motores y equipos, con un reporte que ordena los hallazgos por riesgo para que usted arregle primero lo que más importa.',
      },
    ]),
  },
  {
    ...callouts,
    eyebrow: 'Llamadas 24/7',
    heading: '¿Se paró a las 2 a.m.? Hay una cuadrilla de guardia.',
    paragraphs: [
      'Nuestra línea 24/7 la contesta una persona que anota el nombre del lease, el pozo y lo que está viendo el pumper, y luego manda a la cuadrilla más cercana. Las camionetas traen los arrancadores de motor, contactores, fusibles, breakers y repuestos de variadores más comunes, así que la mayoría de las llamadas terminan con la unidad funcionando y no con un pedido de piezas.',
      'Los operadores con cuenta de servicio reciben prioridad en el despacho, tarifas acordadas y reportes de servicio que siguen su propia numeración de pozos.',
    ],
    bullets: [
      'Atención en vivo las 24 horas del día, los 7 días de la semana',
      'Camionetas surtidas con base en Bakersfield',
      'Reporte por escrito con fotos después de cada llamada',
    ],
    image: fieldArt.serviceVan,
  },
  {
    ...safety,
    eyebrow: 'Seguridad',
    heading: 'La seguridad es la primera línea de cada orden de trabajo',
    intro:
      'En un lease, nadie va más rápido de lo que permiten las reglas. Nuestras cuadrillas trabajan con los mismos estándares que audita su departamento de seguridad.',
    items: withText(safety.items, [
      {
        title: 'OSHA',
        text: 'Prácticas de trabajo según los estándares eléctricos y de bloqueo y etiquetado (lockout/tagout) de OSHA, con electricistas capacitados y calificados a cargo del trabajo energizado.',
      },
      {
        title: 'NFPA 70E',
        text: 'Evaluación del riesgo de arco eléctrico, permisos para trabajo energizado donde se requieren y equipo de protección personal con clasificación de arco según la energía incidente indicada en la etiqueta.',
      },
      {
        title: 'Orientación en el sitio',
        text: 'La orientación específica de su sitio, capacitación sobre H2S, análisis de seguridad del trabajo junto a la camioneta y el derecho de cada miembro de la cuadrilla a parar el trabajo.',
      },
      {
        title: 'Documentación',
        text: 'Registros de capacitación, bitácoras de inspección de equipo y nuestras estadísticas de seguridad, listos para su sistema de gestión de contratistas cuando los pida.',
      },
    ]),
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre electricidad en campos petroleros',
    groups: withText(faq.groups, [
      {
        title: 'Petróleo y gas',
        items: [
          {
            question: '¿Vale la pena un VFD en un pozo de bombeo mecánico?',
            answer:
              'En la mayoría de los pozos con aporte variable, sí. El variador baja la velocidad de la unidad cuando el pozo se queda sin fluido (pump-off), en lugar de dejarla trabajar en seco, lo que ahorra energía y reduce el desgaste de las varillas, la tubería de producción y la caja de engranes, y su arranque suave recorta el pico de corriente en cada arranque. Podemos hacer la prueba en una unidad y comparar los datos de energía y de horas de operación antes de que convierta todo un lease.',
          },
          {
            question: '¿Trabajan en áreas peligrosas clasificadas?',
            answer:
              'Sí. Nuestras cuadrillas instalan y reparan cableado en áreas Clase I, División 2 alrededor de cabezas de pozo, separadores y baterías de tanques, con equipo clasificado y sellos de tubería en los límites de las áreas clasificadas. Si sus planos de clasificación de áreas no están al día, se lo señalamos para que su ingeniero los actualice.',
          },
          {
            question: '¿Qué tan rápido pueden llegar a un lease retirado?',
            answer:
              'Una cuadrilla sale de nuestro patio de Bakersfield en cuanto usted llama, a cualquier hora, así que la llegada depende del camino hasta su lease: bastante menos de una hora a los campos alrededor de Oildale, y más al Westside y al desierto. Los operadores con cuenta de servicio tienen prioridad en el despacho, y acordamos de antemano los códigos de las rejas, los contactos y las rutas de acceso para no perder tiempo en la cerca.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Hable con nuestro equipo petrolero',
    text: `Si tiene una unidad parada en este momento, llame a la línea 24/7. Para trabajos planeados, conversiones a VFD o una cuenta de servicio, déjenos sus datos y le regresamos la llamada dentro de ${callbackPeriod.es}.`,
    points: [
      'Cuadrillas de guardia 24/7 desde Bakersfield',
      'Cuentas de servicio con tarifas acordadas',
      'Prácticas de trabajo seguro según OSHA y NFPA 70E',
    ],
  },
];

export const oilGasMeta: PageMeta = {
  ...en.oilGasMeta,
  service: 'Servicios eléctricos para campos petroleros',
  title: 'Electricistas petroleros en el condado de Kern',
  description:
    'Electricistas petroleros: motores y VFD de balancines, desconectadores, cableado Clase I Div 2 y tanques. Servicio 24/7 desde nuestro patio en Bakersfield.',
  keywords: [
    'electricista petrolero Bakersfield',
    'VFD para balancín',
    'cableado Clase I División 2',
    'electricidad para leases petroleros',
    'petróleo y gas condado de Kern',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/oil-gas.tsx). */
export const page: Page = { meta: oilGasMeta, blocks: withTownLinks(oilGasBlocks) };
