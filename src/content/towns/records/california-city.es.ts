import * as en from '@/content/towns/records/california-city';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de California City en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'California City abarca una extensión enorme del desierto alto al norte de Edwards Air Force Base, con casas repartidas en terrenos amplios y tierra abierta entre un vecindario y otro. SCE da el servicio de luz, las líneas principales de SoCalGas solo llegan a una parte de la ciudad, y los permisos los emite la Building and Safety Division del departamento de Obras Públicas (Public Works) de la Ciudad.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Las líneas principales de gas solo llegan a una parte de la ciudad; muchas casas lejos de ellas usan propano o son totalmente eléctricas, y eso cambia cómo calculamos el tamaño de los paneles y las baterías.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Los inspectores de construcción de la Ciudad inspeccionan durante la obra, y los planos también pasan al Planning Department (planeación) para la revisión de zonificación antes de empezar la construcción. No hemos confirmado si la Ciudad acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Con terrenos amplios, los sistemas montados en el suelo son prácticos, pero los tramos largos de regreso a la casa necesitan conductores más gruesos para limitar la caída de voltaje, y las zanjas se cavan en suelo duro de desierto.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Las casas sin línea de gas muchas veces se calientan con propano o con calefacción eléctrica de resistencia, así que el cambio a una bomba de calor se puede planear junto con el sistema solar y el tamaño del panel eléctrico.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'El viento de la tarde y la arena que vuela son cosa de todos los días, así que las abrazaderas de los módulos, el acomodo del cableado y los soportes de la tubería conduit se aseguran contra la vibración y el desgaste constantes.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'California City es desierto abierto, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que los cortes preventivos de luz de SCE son poco comunes; aquí una batería sirve más que nada para las tarifas de la noche y para algún apagón ocasional por tormenta.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Electricidad adicional a la tarifa base (baseline) más baja para hogares que dependen de equipo médico eléctrico; SCE intenta comunicarse directamente con ellos antes de cualquier corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: 'En mi calle no hay línea de gas. ¿Eso cambia el diseño del sistema solar?',
      answer:
        'Sí. Una casa totalmente eléctrica o con propano tiene cargas diferentes en invierno y en verano, y si piensa cambiar la calefacción de propano por una bomba de calor, conviene calcular desde ahora el tamaño de los paneles solares y del panel eléctrico pensando en ella. Revisamos su consumo de propano además de su recibo de SCE.',
    },
    {
      ...r.faqs[1]!,
      question: 'En un terreno grande, ¿es mejor montar los paneles en el suelo que en el techo?',
      answer:
        'Muchas veces sí, porque un sistema en el suelo puede quedar orientado directo al sur con la mejor inclinación y es fácil de alcanzar para lavarlo. Cuesta más que uno en el techo por las zanjas y el cable, y tiene que respetar las distancias a los linderos que pide la zonificación (setbacks), así que le cotizamos los dos.',
    },
    {
      ...r.faqs[2]!,
      question: '¿La Ciudad revisa la zonificación antes de dar un permiso solar?',
      answer:
        'Para obras de construcción, sí: la Ciudad manda los planos al Planning Department (planeación) para la revisión de zonificación antes de la obra. Para un sistema en el suelo, eso casi siempre se trata de las distancias a los linderos del terreno (setbacks). Incluimos el plano del sitio que piden.',
    },
  ],
};
