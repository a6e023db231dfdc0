import * as en from '@/content/towns/records/tehachapi';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Tehachapi en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Tehachapi está cerca de los 4,000 pies de altura en las Tehachapi Mountains, donde el viento del paso, el que mueve los parques eólicos de la zona, sopla sobre cada techo, y el invierno trae nieve. SCE le da servicio a la ciudad, y el departamento de construcción de la Ciudad (Building Department) revisa los planos, con la aprobación del Kern County Fire Department (los bomberos del condado) dondequiera que se requiera la aprobación de bomberos.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Las casas del pueblo por lo general tienen gas natural; los ranchos apartados y algunas comunidades de los cerros usan propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Los planos los revisa el personal de la Ciudad o la empresa consultora de revisión de planos de la Ciudad, y los permisos que necesitan aprobación de bomberos esperan al Kern County Fire Department, el servicio de bomberos que la Ciudad tiene contratado. No hemos confirmado si la Ciudad acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'El viento que pasa por Tehachapi Pass es tan constante que sostiene una de las principales zonas de energía eólica del estado, así que la estructura de montaje, los anclajes al techo y las abrazaderas de los módulos se diseñan para la velocidad de viento de diseño que exige la Ciudad, no para un valor genérico del valle.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'La nieve del invierno le agrega carga al techo y se resbala de los paneles de vidrio en placas enteras, así que revisamos las vigas para la carga de nieve y colocamos los paneles de modo que la nieve no caiga sobre puertas, andadores ni el medidor.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'SCE ha cortado circuitos alrededor de Tehachapi en episodios pasados de viento fuerte con riesgo de incendio, así que aquí las baterías se dimensionan para mantener las cargas esenciales un día o más, no solo durante un apagón corto.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Tehachapi y comunidades de montaña cercanas como Bear Valley Springs y Stallion Springs han quedado incluidas en cortes preventivos de luz de SCE (Public Safety Power Shutoffs) anteriores; durante un evento, SCE publica los circuitos en consideración en su página de PSPS.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Una batería portátil de respaldo gratis, con un kit de carga solar, para clientes de Medical Baseline en zonas de alto riesgo de incendio que dependen de equipo médico eléctrico.',
      },
    },
    {
      ...r.programs[1]!,
      value: {
        ...r.programs[1]!.value,
        note: 'Electricidad adicional cada día a la tarifa base (baseline) más baja para hogares que dependen de equipo médico eléctrico; SCE intenta comunicarse directamente con el hogar antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿La nieve o el viento pueden dañar los paneles de mi techo?',
      answer:
        'No, si el sistema está diseñado para eso. Los módulos tienen clasificaciones de nieve y viento probadas, y fijamos la estructura de montaje a vigas revisadas para las cargas que fija la Ciudad. Lo que hay que planear es por dónde se resbala la nieve, así que colocamos los paneles para que no la descarguen sobre puertas y andadores.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Cuánto tiempo puede una batería mantener mi casa funcionando durante un corte preventivo de SCE?',
      answer:
        'Depende del tamaño de la batería y de lo que usted tenga prendido. Una batería típica de casa puede mantener el refrigerador, las luces, el internet y el ventilador de la calefacción (furnace) un día o más si las cargas pesadas se quedan apagadas, y los paneles solares pueden recargarla en los días de sol. Calculamos el tamaño con su propio consumo, no con una regla general.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Los bomberos tienen que aprobar mi batería de casa?',
      answer:
        'A veces. La Ciudad detiene cualquier permiso que necesite aprobación de bomberos hasta que el Kern County Fire Department lo aprueba, y la instalación de baterías puede requerir revisión del código de incendios según su tamaño y ubicación. Lo averiguamos en la revisión de planos y también nos encargamos de ese trámite.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Quién aprueba mi sistema solar, la Ciudad o SCE?',
      answer:
        'Los dos, uno después del otro. La Ciudad da el permiso de construcción e inspecciona el trabajo; después SCE aprueba la interconexión y da el permiso para operar. Nosotros presentamos los dos trámites.',
    },
  ],
};
