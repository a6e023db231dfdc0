import * as en from '@/content/towns/records/delano';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Delano en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Delano es tierra de uva de mesa en el extremo norte de Kern County, y aquí nuestro trabajo se reparte entre casas y las bombas, cuartos fríos y talleres que dan servicio a los viñedos. PG&E da el servicio de luz; la Ciudad de Delano emite los permisos dentro de los límites de la ciudad, y las parcelas agrícolas fuera del pueblo le tocan a Kern County.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Las casas del pueblo por lo general tienen gas natural; las casas de rancho fuera del pueblo pueden usar propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Solo dentro de los límites de la ciudad; las parcelas fuera del pueblo reciben su permiso de Kern County. Como su población está muy por encima del límite de la ley estatal SB 379, Delano tiene que ofrecer un permiso solar automático en línea; no hemos confirmado qué plataforma usa.',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Las bombas de los viñedos, los cuartos fríos y las empacadoras normalmente tienen sus propias cuentas agrícolas de PG&E, muchas veces con servicio trifásico, así que el sistema solar de un rancho se planea medidor por medidor y no como un solo sistema.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Los cuartos fríos mantienen la refrigeración funcionando en las noches calurosas de verano, cuando los paneles ya no producen, así que mover el consumo a otras horas y aprovechar el horario de las tarifas importa tanto como el tamaño del sistema.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'El tráfico de la cosecha en caminos de tierra y los veranos secos dejan polvo en los paneles cerca de los viñedos, así que los sistemas junto a hileras en producción necesitan espacio para lavarlos y paso libre para la maquinaria.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Delano está en la parte plana del valle, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que aquí los cortes preventivos de luz son poco comunes; en Delano una batería tiene más que ver con las tarifas de la noche y los apagones en las olas de calor que con la temporada de incendios.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Energía adicional cobrada a la tarifa residencial más baja cuando alguien del hogar depende de equipo de soporte vital o tiene una condición que califica, como esclerosis múltiple o un sistema inmunológico debilitado.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Quién da el permiso para un sistema solar en un viñedo fuera de los límites de la ciudad de Delano?',
      answer:
        'Kern County Public Works (Obras Públicas del condado). La Ciudad de Delano solo da permisos para trabajos dentro de los límites de la ciudad, así que una bomba o una bodega en un rancho fuera del pueblo le toca al condado. Revisamos la parcela antes de solicitar el permiso.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Un solo sistema solar puede cubrir varios medidores de bombas en el mismo rancho?',
      answer:
        'A veces. PG&E ofrece la agregación de medidores (meter aggregation) para un cliente con varios medidores en la misma parcela o en parcelas colindantes, con sus propias reglas de tamaño y de facturación. Que le sirva para sus bombas depende de sus tarifas y de cómo están acomodadas sus parcelas, y eso lo revisamos con PG&E antes de diseñar.',
    },
    {
      ...r.faqs[2]!,
      question: 'Nuestra empacadora tiene cuartos fríos funcionando toda la noche. ¿Aun así conviene la energía solar?',
      answer:
        'Puede convenir, pero los números dependen de a qué hora usa la luz, no solo de cuánta usa. La energía solar cubre el consumo del día; la refrigeración de la noche se cobra en otros horarios, así que, antes de proponer un tamaño, revisamos sus datos de consumo por intervalos y su plan de tarifas, y a veces consideramos una batería o un cambio de horario.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Hay programas de ayuda con el recibo para hogares de bajos ingresos en Delano?',
      answer:
        'Sí. PG&E tiene programas de descuento para hogares que califican por sus ingresos, como CARE y FERA, y Medical Baseline ayuda a los hogares que dependen de equipo médico o que necesitan mantener la casa fresca por una condición de salud. Nuestra página sobre CARE explica cómo funciona la inscripción si tiene paneles solares.',
    },
  ],
};
