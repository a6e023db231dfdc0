import { site } from '@/shared/site';
import { towns } from '@/shared/places/towns';
import { driveTime } from '@/content/topics/places.es';
import * as en from '@/content/services/general-electric';
import type { Block, PageMeta, Page } from '@/content/types';
import { fieldArt } from '@/content/services/field-images.es';
import { withTownLinks } from '@/content/towns/town-links.es';
import { callbackPeriod } from '@/content/callback';

// The farthest town we serve, for the honest upper end of the drive (places/towns.ts has the estimates).
const farthest = towns.reduce((a, b) => (b.driveMinutes > a.driveMinutes ? b : a));

/** The English block at `index`, which must be of `kind`: ids, links, icons and layout are reused by reference. */
function pick<K extends Block['kind']>(index: number, kind: K): Extract<Block, { kind: K }> {
  const block = en.generalElectricBlocks[index];
  if (block?.kind !== kind) throw new Error(`generalElectricBlocks[${index}] is not a ${kind} block`);
  return block as Extract<Block, { kind: K }>;
}

/** The English items with their text replaced, in the same order; the counts must match. */
function withText<T>(items: readonly T[], text: readonly Partial<T>[]): T[] {
  if (items.length !== text.length) throw new Error(`expected ${items.length} translated items, got ${text.length}`);
  return items.map((item, i) => ({ ...item, ...text[i] }));
}

const hero = pick(0, 'hero');
const emergency = pick(1, 'features');
const whenYouCall = pick(2, 'steps');
const emergencyCta = pick(3, 'cta');
const services = pick(4, 'features');
const panels = pick(5, 'split');
const faq = pick(6, 'faq');
const form = pick(7, 'form');

export const generalElectricBlocks: readonly Block[] = [
  {
    ...hero,
    eyebrow: 'Electricidad general y de emergencia',
    heading: 'Servicio eléctrico general y de emergencia, 24/7',
    lead: 'Un contacto que echa chispas, un circuito muerto, una base de medidor quemada o un breaker principal que no se deja restablecer: llame a cualquier hora, cualquier día, y un electricista con licencia sale desde nuestra oficina de Bakersfield. Para todo lo que no es una emergencia, hacemos los cambios de panel, el recableado y la iluminación que mantienen seguros los hogares y los negocios.',
    image: fieldArt.serviceVan,
    actions: withText(hero.actions, [{ label: `Llame al ${site.phone.display}` }, { label: 'Pida una cotización gratis' }]),
  },
  {
    ...emergency,
    eyebrow: 'Servicio de emergencia 24/7',
    heading: 'Llámenos de inmediato si nota cualquiera de estas señales',
    intro:
      'Si hay fuego o humo, llame primero al 911. Si hay un cable de luz caído o el problema está del lado del medidor que le toca a la compañía de luz, aléjese y llame a PG&E o SCE. Para todo lo que está dentro de sus paredes y de su panel, llámenos a nosotros.',
    items: withText(emergency.items, [
      {
        title: 'Olor a quemado o marcas de quemadura',
        text: 'Si un contacto, un apagador o el panel se calientan, hay una conexión que está fallando. Apague el breaker si puede llegar a él sin peligro, y llámenos.',
      },
      {
        title: 'Chispas, zumbidos o luces que parpadean',
        text: 'Un arco eléctrico dentro de un panel o de un aparato puede iniciar un incendio dentro de la pared. Si parpadean las luces de toda la casa, también puede ser un neutro flojo, que daña los aparatos electrónicos.',
      },
      {
        title: 'Breakers que se vuelven a botar',
        text: 'Un breaker que se vuelve a botar cuando lo restablece lo está protegiendo de una falla. No lo fuerce; nosotros encontramos la falla y la reparamos.',
      },
      {
        title: 'Medio edificio sin luz',
        text: 'Las luces bajan de un lado y suben del otro, o la mitad de los circuitos no funcionan: muchas veces es una fase o un neutro perdido en el servicio, y es urgente.',
      },
      {
        title: 'Sin luz en plena ola de calor',
        text: 'Quedarse sin aire acondicionado en julio es un riesgo para la salud de las personas mayores y de cualquiera que use equipo médico. A esas llamadas les damos prioridad.',
      },
      {
        title: 'Daños por tormenta, agua o un choque',
        text: 'Agua dentro de un panel, un medidor arrancado de la pared, un poste golpeado por una troca: dejamos todo seguro, luego lo reparamos y nos coordinamos con la compañía de luz.',
      },
    ]),
  },
  {
    ...whenYouCall,
    eyebrow: 'Cuando usted llama',
    heading: 'Qué pasa después de marcar',
    steps: withText(whenYouCall.steps, [
      {
        title: 'Le contesta una persona',
        text: 'De día o de noche, nuestra línea 24/7 lo comunica con un despachador de verdad, no con un buzón de voz. Dígale lo que ve, oye o huele.',
      },
      {
        title: 'Primero la seguridad, por teléfono',
        text: 'El despachador le dice qué apagar y qué no tocar mientras la cuadrilla va en camino.',
      },
      {
        title: 'Una cuadrilla en camino',
        text: 'El electricista con licencia más cercano sale con una camioneta bien surtida. Le llamamos cuando esté a veinte minutos.',
      },
      {
        title: 'Primero dejarlo seguro, después reparar',
        text: 'Primero se elimina el peligro. Después le damos el precio de la reparación definitiva, y la mayoría de las reparaciones se terminan en la misma visita.',
      },
    ]),
  },
  {
    ...emergencyCta,
    heading: '¿Una emergencia eléctrica? Llame ahora, a cualquier hora.',
    text: 'Un electricista con licencia de guardia las 24 horas del día, los 7 días de la semana, y una hora de llegada honesta cuando usted llama. Para trabajos que no son urgentes, mejor mándenos un mensaje.',
    action: { ...emergencyCta.action, label: 'Contáctenos hoy' },
  },
  {
    ...services,
    eyebrow: 'Electricidad general',
    heading: 'El trabajo eléctrico de todos los días, hecho según el código',
    items: withText(services.items, [
      {
        title: 'Cambio de panel',
        text: 'De 100 A a 200 A para casas que van a agregar aire acondicionado, cargadores para vehículos eléctricos o paneles solares, y reemplazo de paneles viejos con fallas conocidas en sus breakers. Incluye el permiso y la coordinación con la compañía de luz.',
      },
      {
        title: 'Recableado',
        text: 'Reemplazo de circuitos viejos de dos hilos sin tierra, de cable con aislamiento de tela y de cableado de aluminio en casas antiguas, cuarto por cuarto, y resanamos las paredes al terminar.',
      },
      {
        title: 'Iluminación',
        text: 'Lámparas LED, luces empotradas y bajo gabinete, reguladores de intensidad (dimmers), iluminación exterior y de seguridad, y luces de estacionamiento para negocios.',
      },
      {
        title: 'Protección contra picos de voltaje',
        text: 'Un supresor de picos en el panel que protege todo el edificio, ahora obligatorio en los servicios residenciales nuevos o reemplazados, para cuidar la electrónica que llevan todos los aparatos.',
      },
      {
        title: 'Inspecciones',
        text: 'Inspecciones de seguridad para compradores, vendedores, caseros y aseguradoras, con escaneo infrarrojo del panel y un reporte por escrito que ordena cada hallazgo por prioridad.',
      },
      {
        title: 'Circuitos, contactos y reparaciones',
        text: 'Circuitos dedicados para talleres, spas y aparatos, protección GFCI y AFCI, conexiones para generador e interruptores de transferencia, y reparaciones del día a día.',
      },
    ]),
  },
  {
    ...panels,
    eyebrow: 'Cambio de panel',
    heading: 'A la mayoría de las casas del Valle ya les quedó chico su panel',
    paragraphs: [
      'Muchas casas de Bakersfield se construyeron con servicios de 100 amperes, pensados para un cooler de agua (swamp cooler) y una estufa eléctrica. Si les agrega aire central, un cargador para vehículo eléctrico, la bomba de una alberca o paneles solares, ese panel trabaja caliente todas las tardes del verano. Primero calculamos su carga real; a veces un dispositivo de manejo de carga evita el cambio por completo.',
      'Cuando sí hace falta, sacamos el permiso, coordinamos la desconexión y la reconexión con PG&E o SCE, y normalmente usted vuelve a tener luz el mismo día.',
    ],
    bullets: [
      'Cálculo de carga antes de cualquier cambio',
      'Permiso, inspección y coordinación con la compañía de luz',
      'Normalmente se hace en un solo día de trabajo en el sitio',
    ],
    image: fieldArt.mainPanel,
    action: { ...panels.action!, label: 'Pida su cambio de panel' },
  },
  {
    ...faq,
    eyebrow: 'Preguntas frecuentes',
    heading: 'Preguntas sobre el servicio general y de emergencia',
    groups: withText(faq.groups, [
      {
        title: 'Electricidad general y de emergencia',
        items: [
          {
            question: '¿De verdad contestan de noche y en fin de semana?',
            answer: `Sí. Nuestra línea de emergencias tiene personal 24/7, incluso en días festivos, y un electricista con licencia sale desde Bakersfield. Dentro de la ciudad, eso es hasta media hora; según nuestro cálculo, ${farthest.name} está a ${driveTime(farthest.driveMinutes)} por carretera, y el despachador le dice el tiempo estimado para su dirección. Las visitas de emergencia fuera del horario de oficina tienen una tarifa especial, que el despachador le dice antes de que salga la cuadrilla.`,
          },
          {
            question: '¿Llamo a la compañía de luz o a un electricista?',
            answer:
              'Llame a PG&E o SCE si hay cables caídos, un apagón en toda la colonia o daños del lado del medidor que le toca a la compañía de luz. Llámenos a nosotros para todo lo que va de la base del medidor hacia adentro: el panel, los breakers, el cableado, los contactos y las lámparas. Si no está seguro, llámenos y le decimos.',
          },
          {
            question: '¿Necesito permiso para cambiar el panel?',
            answer:
              'Sí. Un cambio de servicio o de panel necesita permiso e inspección, y la compañía de luz tiene que desconectar y volver a conectar el servicio. Nosotros sacamos el permiso, programamos la inspección y nos coordinamos con la compañía de luz, todo incluido en el precio.',
          },
        ],
      },
    ]),
  },
  {
    ...form,
    heading: 'Solicite trabajo eléctrico que no sea de emergencia',
    text: `Para cambios de panel, recableado, iluminación o una inspección que tenga planeados, déjenos sus datos y le regresamos la llamada dentro de ${callbackPeriod.es}. Si es una emergencia, por favor llámenos.`,
    points: [
      'Trabajo hecho bajo nuestra licencia C-10',
      'Precio claro antes de empezar el trabajo',
      'Nos encargamos de permisos e inspecciones',
    ],
  },
];

export const generalElectricMeta: PageMeta = {
  ...en.generalElectricMeta,
  service: 'Reparaciones eléctricas y servicio de emergencia',
  title: 'Electricista de emergencia 24/7 en Bakersfield',
  description:
    'Electricista de emergencia 24/7 en Bakersfield, más cambio de panel, recableado, iluminación, supresores de picos e inspecciones para casas y negocios.',
  keywords: [
    'electricista de emergencia Bakersfield',
    'electricista 24/7',
    'cambio de panel eléctrico',
    'recableado',
    'protección contra picos de voltaje',
    'inspección eléctrica',
  ],
};

/** The page as its route renders it (src/routes/$locale/services/general-electric.tsx). */
export const page: Page = { meta: generalElectricMeta, blocks: withTownLinks(generalElectricBlocks) };
