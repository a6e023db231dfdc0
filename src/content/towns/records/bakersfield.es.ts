import * as en from '@/content/towns/records/bakersfield';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Bakersfield en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Bakersfield va desde vecindarios antiguos del centro, con paneles eléctricos principales pequeños, hasta casas de fraccionamiento más nuevas en el suroeste y el noroeste, y toda la ciudad está en el fondo del valle, donde los áticos se cuecen durante meses. La mayor parte de la ciudad le compra la luz a PG&E, así que los sistemas solares y las baterías siguen las reglas de interconexión de PG&E, y la Ciudad revisa los sistemas solares de techo con el capítulo de permisos rápidos de su código municipal.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'La mayoría de las casas donde trabajamos en Bakersfield tienen servicio de SoCalGas; lo que cuenta es el nombre que aparece en su recibo del gas.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'El capítulo 15.56 del código municipal establece un permiso rápido, basado en una lista de requisitos, para sistemas solares residenciales pequeños en el techo. La ley estatal (SB 379) también exige aquí un permiso solar automático en línea; no hemos confirmado si la Ciudad usa SolarAPP+ (la plataforma de permisos solares instantáneos) para eso.',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Con semanas de más de 100°F, la temperatura del ático sube muy por encima de la máxima de afuera, así que, cuando se puede, dejamos los inversores, las baterías y los tramos largos de cable fuera del ático, y calculamos los conductores para el calor en el que van a estar.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Muchas de las casas antiguas cerca del centro y en East Bakersfield todavía tienen paneles eléctricos principales pequeños, así que agregar a la vez paneles solares, una batería y un cargador para vehículo eléctrico muchas veces requiere una ampliación del servicio eléctrico que PG&E tiene que programar.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Los vecindarios del extremo noreste suben hacia los riscos (the bluffs) y el cañón del Kern River, y quedan más cerca de las zonas de riesgo de incendio marcadas en los mapas que las partes planas de la ciudad.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'La mayor parte de Bakersfield está en el fondo del valle, fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que los cortes preventivos de luz son menos comunes que en las montañas, aunque PG&E dice que las líneas que cruzan zonas de riesgo de incendio pueden afectar a clientes que están fuera de ellas.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Energía adicional a la tarifa residencial más baja para hogares donde alguien depende de equipo de soporte vital o tiene una condición que califica, como una enfermedad que pone en peligro la vida o un sistema inmunológico debilitado.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿La Ciudad de Bakersfield tiene un trámite de permiso más rápido para paneles solares en el techo?',
      answer:
        'Sí. El capítulo 15.56 del código municipal establece una revisión rápida para sistemas residenciales pequeños en el techo que cumplen con la lista de requisitos de la Ciudad. Los sistemas montados en el suelo, los sistemas más grandes y los trabajos que necesitan una ampliación del servicio eléctrico pueden pasar por una revisión más completa. Nosotros preparamos el juego de planos y lo presentamos por usted.',
    },
    {
      ...r.faqs[1]!,
      question:
        'Mi casa está en el noreste, cerca de los riscos (the bluffs). ¿Tengo más probabilidad de quedarme sin luz en un corte preventivo?',
      answer:
        'Es posible. Los mapas de riesgo de incendio siguen el terreno, y las lomas hacia el cañón del Kern River están más cerca de las zonas marcadas que las partes planas de la ciudad. Durante un corte, PG&E publica las direcciones afectadas; si los cortes le preocupan, la solución habitual es una batería del tamaño adecuado para sus circuitos esenciales.',
    },
    {
      ...r.faqs[2]!,
      question:
        '¿Tendré que cambiar mi panel eléctrico principal viejo antes de agregar paneles solares y un cargador para vehículo eléctrico?',
      answer:
        'No siempre. Empezamos con un cálculo de carga: muchas casas antiguas pueden recibir paneles solares sin cambiar el panel eléctrico, mientras que los paneles solares junto con un cargador para vehículo eléctrico y una bomba de calor normalmente requieren un servicio más grande. Si el servicio cambia, PG&E tiene que desconectar y volver a conectar el medidor, lo que agrega un paso al calendario.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Puedo prender mi sistema en cuanto el inspector de la Ciudad lo apruebe?',
      answer:
        'No. Después de la inspección final, PG&E tiene que aprobar la interconexión y dar el permiso para operar. Nosotros presentamos esa solicitud y le avisamos cuando llegue el permiso.',
    },
  ],
};
