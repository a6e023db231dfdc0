import * as en from '@/content/towns/records/wasco';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Wasco en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Wasco está rodeado de huertas de almendro y pistache y de los campos de rosas por los que el pueblo es conocido, y muchos clientes aquí tienen que pensar tanto en su casa como en una bomba de riego. PG&E le da servicio a la ciudad, y la Ciudad de Wasco se encarga de los permisos de construcción dentro de los límites de la ciudad.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Las casas dentro del pueblo por lo general tienen gas natural; las casas de rancho más allá de las líneas principales pueden usar propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      office: 'City of Wasco (permisos de construcción en City Hall)',
      note: 'Solo dentro de los límites de la ciudad; las parcelas de rancho fuera del pueblo le tocan a Kern County. La ley estatal SB 379 exige que una ciudad de este tamaño ofrezca un permiso solar automático en línea; no hemos confirmado qué plataforma usa Wasco.',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Las bombas de riego alrededor de Wasco normalmente están lejos del medidor de la casa, así que el sistema solar para la bomba suele ser un sistema aparte montado en el suelo, cerca del panel de la bomba, con su propia cuenta agrícola de PG&E.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'La cosecha de almendra, a fines del verano y en otoño, levanta nubes de polvo que se asientan en los paneles cercanos, así que los sistemas cerca de las huertas necesitan un plan de lavado y suficiente inclinación para que escurra la lluvia del invierno.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Las tardes de julio y agosto de más de 100°F bajan la producción de los paneles y llevan a los inversores cerca de sus límites, así que, cuando se puede, montamos los inversores en paredes con sombra del lado norte o este.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Wasco está en el fondo abierto del valle, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que los cortes preventivos de luz son poco comunes; para los agricultores, la mayor preocupación son los apagones de las bombas durante las olas de calor.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Energía adicional a la tarifa residencial más baja para un hogar que depende de equipo de soporte vital, incluida una silla de ruedas motorizada, o que tiene otra condición que califica.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿El permiso para un sistema solar en un rancho justo afuera del pueblo lo da la Ciudad de Wasco o Kern County?',
      answer:
        'Kern County, si la parcela está fuera de los límites de la ciudad. La Ciudad de Wasco da los permisos para trabajos dentro de la ciudad; el condado se encarga de la zona no incorporada de alrededor. Revisamos el número de parcela antes de solicitar.',
    },
    {
      ...r.faqs[1]!,
      question: '¿La energía solar puede hacer funcionar mi bomba de riego directamente?',
      answer:
        'Por lo general, no directamente. La mayoría de los sistemas agrícolas están conectados a la red: de día los paneles mandan energía a PG&E y esa energía se descuenta en la factura de la cuenta de la bomba, así que la bomba sigue funcionando de noche o en días nublados. Existen bombas solares independientes, pero sirven más para pozos chicos y agua para el ganado que para riego.',
    },
    {
      ...r.faqs[2]!,
      question: '¿El polvo de la cosecha de almendra va a arruinar mis paneles?',
      answer:
        'No los va a arruinar, pero baja la producción hasta que se enjuagan. Dejamos acceso para lavarlos y ajustamos la inclinación para que la lluvia del invierno ayude a limpiarlos. Los sistemas junto a los caminos de las huertas se ensucian más que los que están en el techo de una casa.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Hay ayuda con el recibo para familias de trabajadores del campo en Wasco?',
      answer:
        'Sí. PG&E tiene programas de descuento como CARE y FERA para los hogares que cumplen con los límites de ingresos, sin importar en qué trabajen. Medical Baseline ayuda a los hogares que dependen de equipo médico. Nuestra página sobre CARE explica cómo funciona la inscripción si tiene paneles solares.',
    },
  ],
};
