import * as en from '@/content/services/commercial-electric/our-process';
import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from '@/content/services/commercial-electric/images.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.commercialProcessBlocks[index];
  if (block?.kind !== kind) throw new Error(`commercialProcessBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const steps = pick(1, 'steps');
const teasers = pick(2, 'cards');
const faq = pick(3, 'faq');
const form = pick(4, 'form');

export const commercialProcessBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Electricidad comercial',
    heading: 'Nuestro proceso eléctrico comercial',
    lead: 'En los proyectos comerciales, los problemas aparecen en los huecos: entre la cotización y los planos, entre los planos y el permiso, entre la instalación y la compañía de luz. Nuestro proceso cierra esos huecos con un solo gerente de proyecto, un calendario por escrito y un precio fijo que usted ve antes de que se pida cualquier cosa.',
    image: commercialArt.crew,
    actions: withText(hero.actions, [{ label: '¡Empecemos!' }, { label: 'Financiamiento comercial' }]),
  },
  {
    ...steps,
    eyebrow: 'Paso a paso',
    heading: 'Ocho pasos desde la primera llamada hasta la aprobación final',
    intro:
      'La misma secuencia para una adecuación de local (tenant improvement) de 400 amperes que para un carport solar de 500 kW. Lo único que cambia es la cantidad de papeleo.',
    steps: withText(steps.steps, [
      {
        title: 'Primera llamada y documentos',
        text: 'Cuéntenos qué va a construir o a reparar. Mándenos lo que tenga: planos, doce meses de recibos de luz o de datos de consumo por intervalos, fotos del tablero principal y de su placa de datos. Para empezar, nada es demasiado preliminar.',
      },
      {
        title: 'Visita gratis al sitio',
        text: 'Un estimador y el encargado de obra que dirigiría el trabajo recorren el sitio juntos. Revisan el equipo de servicio, la distribución del techo o del estacionamiento, las rutas de las zanjas y las horas en que usted puede estar sin luz.',
      },
      {
        title: 'Estudio de carga y diseño',
        text: 'Calculamos la carga real, dibujamos el diagrama unifilar y dimensionamos el servicio para su pico de verano, con espacio para crecer. Donde la ciudad o el condado lo exigen, los planos llevan el sello de un ingeniero con licencia.',
      },
      {
        title: 'Propuesta a precio fijo',
        text: 'Una propuesta por partidas con alternativas, con los equipos de entrega tardada señalados (los tableros de distribución y los transformadores pueden tardar meses) y un calendario amarrado a su fecha de apertura o a su temporada baja.',
      },
      {
        title: 'Permisos y solicitudes a la compañía de luz',
        text: 'Hacemos los trámites con la ciudad de Bakersfield, con el condado de Kern o con el departamento de construcción de su localidad, y ese mismo día abrimos la solicitud con PG&E o SCE para el servicio nuevo o la interconexión solar.',
      },
      {
        title: 'Instalación',
        text: 'El trabajo se hace por fases, según su operación. Los cortes de luz se hacen de noche o en fin de semana, con energía provisional donde haga falta, y al final de cada día usted recibe un breve reporte por escrito con fotos.',
      },
      {
        title: 'Inspección y aprobación de la compañía de luz',
        text: 'Nuestro encargado recibe al inspector en el sitio. En los proyectos solares, ponemos en marcha el sistema, configuramos el monitoreo y le damos seguimiento a la compañía de luz hasta que usted tenga el permiso para operar.',
      },
      {
        title: 'Entrega y servicio',
        text: 'Planos as-built, directorios de circuitos impresos, documentos de garantía y los manuales en una sola carpeta y un solo PDF. Después, un solo número para servicio, con una línea 24/7 para emergencias.',
      },
    ]),
  },
  {
    ...teasers,
    eyebrow: 'Antes de decidir',
    heading: 'Vea lo que dicen otros clientes, y luego cómo pagarlo',
    items: withText(teasers.items, [
      {
        title: 'Lo que dicen nuestros clientes',
        text: 'Lea lo que dicen agricultores, dueños de negocios y propietarios de casa de todo el condado de Kern sobre cómo es trabajar con nuestras cuadrillas.',
        cta: 'Lea los testimonios',
        image: commercialArt.serviceVan,
      },
      {
        title: 'Financiamiento para proyectos comerciales',
        text: 'Contado con depreciación, préstamos para equipo de 5 a 20 años, arrendamientos, contratos de compra de energía y financiamiento cargado a la propiedad, comparados con sus propios recibos.',
        cta: 'Compare las opciones de financiamiento',
        image: commercialArt.carportArray,
      },
    ]),
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Lo que nos preguntan en la primera reunión',
    groups: withText(faq.groups, [
      {
        title: 'Proceso comercial',
        items: [
          {
            question: '¿Cuánto tarda un proyecto comercial?',
            answer:
              'Una adecuación de local pequeña normalmente lleva de dos a seis semanas de trabajo en el sitio una vez que sale el permiso. Un proyecto solar comercial tarda más o menos de tres a seis meses desde que se firma la propuesta hasta el permiso para operar, y la mayor parte de ese tiempo se va en ingeniería, revisión de planos y la fila de espera de la compañía de luz, no en trabajo sobre su techo. Con la propuesta le damos un calendario con fechas y lo actualizamos cada semana.',
          },
          {
            question: '¿Pueden hacer el trabajo mientras seguimos abiertos?',
            answer:
              'Casi siempre. Hacemos la obra por fases para que cada área esté parada el menor tiempo posible, pasamos los cortes a la noche o al fin de semana, y llevamos energía provisional o un generador para la refrigeración, los servidores y todo lo que no se puede quedar sin luz. El plan de cortes queda por escrito en la propuesta, así que su personal sabe exactamente cuándo esperarlos.',
          },
          {
            question: '¿Ustedes se encargan de los permisos y del papeleo con la compañía de luz?',
            answer:
              'Sí, de todo: permisos de construcción y eléctricos, planos de ingeniería donde se requieren, y las solicitudes a PG&E o SCE para servicio nuevo, aumentos de servicio o interconexión solar. Usted firma los formularios que llevan la firma del dueño; nosotros preparamos, presentamos y damos seguimiento a todo lo demás.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Empiece con una visita gratis al sitio',
    text: `Déjenos sus datos y el mejor número para localizarlo. Un estimador comercial le regresa la llamada dentro de ${callbackPeriod.es} para agendar un recorrido a la hora que mejor le acomode a su operación.`,
    points: ['Sin costo y sin compromiso', 'El estimador y el encargado en la misma visita', 'Propuesta por partidas a precio fijo'],
  },
];

export const commercialProcessMeta: PageMeta = {
  ...en.commercialProcessMeta,
  title: 'Proceso comercial: de la visita a la aprobación',
  description:
    'Así llevamos obras eléctricas y solares comerciales en el condado de Kern: visita gratis, estudio de carga, precio fijo, permisos, fases e inspección.',
  keywords: ['proceso eléctrico comercial', 'electricista comercial Bakersfield', 'visita al sitio', 'permisos solares comerciales'],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/our-process.tsx). */
export const page: Page = { meta: commercialProcessMeta, blocks: commercialProcessBlocks };
