import * as en from '@/content/services/commercial-electric/remodels';
import type { Block, PageMeta, Page } from '@/content/types';
import { commercialArt } from '@/content/services/commercial-electric/images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.remodelsBlocks[index];
  if (block?.kind !== kind) throw new Error(`remodelsBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const services = pick(1, 'features');
const occupied = pick(2, 'steps');
const fleet = pick(3, 'split');
const faq = pick(4, 'faq');
const form = pick(5, 'form');

export const remodelsBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Remodelaciones comerciales',
    heading: 'Remodelación eléctrica para edificios que siguen abiertos',
    lead: 'Adecuación de locales, cambio de iluminación, aumentos de servicio y carga de vehículos eléctricos para flotillas en oficinas, tiendas, clínicas y bodegas que siguen en uso. Planeamos cada corte de luz con usted, trabajamos según sus horarios y dejamos el espacio más limpio de como lo encontramos.',
    image: commercialArt.mainPanel,
    actions: withText(hero.actions, [{ label: 'Solicite una consulta' }, { label: 'Cómo trabajamos' }]),
  },
  {
    ...services,
    eyebrow: 'Servicios de remodelación eléctrica',
    heading: 'Qué remodelamos',
    intro:
      'Chica o grande, toda remodelación empieza por el sistema existente: qué hay, cuánta carga aguanta y qué va a pedir el inspector que se actualice al código vigente una vez que las paredes estén abiertas.',
    items: withText(services.items, [
      {
        title: 'Adecuación de locales (tenant improvements)',
        text: 'Nuevas distribuciones para oficinas, consultorios médicos, restaurantes y tiendas: retiro de circuitos viejos, cableado nuevo de circuitos derivados, circuitos dedicados para equipos, preparación para el cableado de datos y un directorio de circuitos que corresponde a las paredes.',
      },
      {
        title: 'Iluminación y controles Title 24 (código de energía de California)',
        text: 'Cambio a LED con los sensores de ocupación, las zonas de luz natural, la atenuación en varios niveles y los controles de respuesta a la demanda que exige el Energy Code (Title 24, el código de energía de California) cuando se modifica la iluminación, además de las pruebas de aceptación que firma el inspector.',
      },
      {
        title: 'Cambio de paneles y aumento de servicio',
        text: 'Reemplazo de paneles y tableros obsoletos o sobrecargados, subpaneles para equipos nuevos y aumento del servicio con la compañía de luz cuando una remodelación, los paneles solares o los cargadores piden más de lo que tiene el edificio.',
      },
      {
        title: 'Carga de vehículos eléctricos para flotillas',
        text: 'Cargadores de Nivel 2 (Level 2) para cargar en la base durante la noche, carga rápida DC donde las rutas lo exigen y un manejo de carga que evita que una fila de cargadores marque un nuevo pico de demanda cada noche.',
      },
      {
        title: 'Correcciones de código y seguridad',
        text: 'Observaciones de una revisión del seguro, de una visita del jefe de bomberos (fire marshal) o de un escaneo infrarrojo: tapas faltantes, terminales sobrecalentadas, circuitos sin tierra y breakers mal etiquetados, corregidos y documentados.',
      },
      {
        title: 'Traslado e instalación de equipos',
        text: 'Compresores nuevos, líneas de cocina, hornos, soldadoras y máquinas de producción: alimentación, desconectadores y controles instalados según la placa del fabricante, listos para arrancar.',
      },
    ]),
  },
  {
    ...occupied,
    eyebrow: 'Trabajo en edificios ocupados',
    heading: 'Cómo mantenemos su negocio funcionando durante la obra',
    steps: withText(occupied.steps, [
      {
        title: 'Revisar lo que de verdad hay',
        text: 'Rastreamos los circuitos, probamos el equipo existente y tomamos fotos de los paneles antes de cotizar, para que la remodelación no se detenga el día que aparezca un alimentador sin etiqueta.',
      },
      {
        title: 'Acordar el plan de cortes',
        text: 'Cada corte de luz queda anotado con su fecha, su horario y las áreas afectadas, y se acuerda con usted antes de empezar la obra. Para nosotros es normal trabajar de noche y en fin de semana.',
      },
      {
        title: 'Trabajar por fases',
        text: 'Un área a la vez, con barreras contra el polvo, pasillos despejados, energía provisional para todo lo que tiene que seguir funcionando y el sitio barrido al final de cada turno.',
      },
      {
        title: 'Inspeccionar, etiquetar y entregar',
        text: 'Inspección final, formularios de aceptación de Title 24 donde se requieren, directorios de circuitos impresos y notas as-built, para que el próximo electricista sepa exactamente lo que hicimos.',
      },
    ]),
  },
  {
    ...fleet,
    eyebrow: 'Carga para flotillas',
    heading: 'Carga para camionetas de reparto, camionetas de servicio y carros del personal',
    paragraphs: [
      'La mayoría de las flotillas pueden cargar de noche con Nivel 2 sin un servicio nuevo, si los cargadores se reparten la capacidad disponible en lugar de jalar toda la potencia al mismo tiempo. Medimos su carga, dimensionamos los cargadores según sus rutas y dejamos que la carga administrada haga el resto. Cuando no hay forma de evitar un aumento de servicio, nos encargamos de la solicitud a la compañía de luz y de los trabajos de preparación (make-ready).',
      'Los cargadores combinan muy bien con un carport solar: el techo les da sombra a los vehículos en julio, los paneles compensan la carga durante el día y la tubería ya va por dentro de las columnas.',
    ],
    bullets: [
      'Estudio de carga antes de escoger cualquier cargador',
      'Cargadores en red con reportes por conductor',
      'Nos encargamos de los trámites de make-ready y de reembolsos de la compañía de luz',
    ],
    image: commercialArt.carportArray,
    action: { ...fleet.action!, label: 'Conozca la energía solar comercial' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre remodelaciones',
    groups: withText(faq.groups, [
      {
        title: 'Remodelaciones comerciales',
        items: [
          {
            question: '¿Cambiar la iluminación me obliga a cumplir con Title 24?',
            answer:
              'Por lo general, sí. Cuando se modifica o se reemplaza suficiente iluminación en un espacio, el Energy Code exige controles actuales para el área modificada, como sensores de ocupación, control en varios niveles y zonas de luz natural cerca de las ventanas. En el recorrido le decimos qué requisitos le aplican a su proyecto, e incluimos las pruebas de aceptación en el precio.',
          },
          {
            question: '¿Cómo sé si mi edificio necesita un aumento de servicio?',
            answer:
              'Revisamos doce meses de datos de demanda y les sumamos las cargas nuevas que tiene planeadas. Si el total cabe dentro de lo que el servicio y el equipo principal pueden llevar con seguridad, evitamos el aumento; muchos edificios tienen más margen del que la gente cree. Si no, dimensionamos el aumento una sola vez para todo lo que está en su lista, incluidos los cargadores o los paneles solares que vengan después.',
          },
          {
            question: '¿Se puede hacer el trabajo fuera del horario de trabajo?',
            answer:
              'Sí. La mayoría de los cortes de nuestras remodelaciones son de noche o en fin de semana, y con frecuencia trabajamos en restaurantes, clínicas y tiendas que no pueden cerrar durante el día. El calendario queda por escrito antes de empezar.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Planee su remodelación primero con un electricista',
    text: `Llámenos antes de que la distribución sea definitiva y evitará las sorpresas más caras. Déjenos sus datos y un estimador comercial le regresa la llamada dentro de ${callbackPeriod.es}.`,
    points: ['Recorrido gratis por el espacio', 'Plan de cortes por escrito', 'Papeleo de Title 24 incluido'],
  },
];

export const remodelsMeta: PageMeta = {
  ...en.remodelsMeta,
  service: 'Electricidad para remodelaciones comerciales',
  title: 'Remodelación comercial y adecuación de locales',
  description:
    'Remodelación eléctrica en edificios ocupados del condado de Kern: locales, iluminación Title 24, aumentos de servicio y carga EV para flotillas.',
  keywords: [
    'remodelación eléctrica comercial',
    'adecuación de locales Bakersfield',
    'iluminación Title 24',
    'carga de vehículos eléctricos para flotillas',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/commercial-electric/remodels.tsx). */
export const page: Page = { meta: remodelsMeta, blocks: withTownLinks(remodelsBlocks) };
