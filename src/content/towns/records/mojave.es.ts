import * as en from '@/content/towns/records/mojave';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Mojave en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Mojave es un pueblo no incorporado del desierto, al pie de las Tehachapi Mountains, donde está el Mojave Air and Space Port, y queda justo en el camino del viento que baja con fuerza desde el paso. SCE le da servicio, y como Mojave no tiene gobierno municipal, Kern County Public Works emite los permisos de construcción.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; las casas en parcelas apartadas del desierto pueden usar propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Mojave no tiene departamento de construcción municipal; el condado emite los permisos para las zonas no incorporadas de Kern, y su lista de trabajos que requieren permiso incluye el servicio eléctrico nuevo y el recableado. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'El viento que baja de Oak Creek Pass es frecuente y con ráfagas, así que los anclajes se diseñan para la velocidad de viento de diseño que fija el condado y las filas de paneles se dejan retiradas de las orillas del techo, donde la fuerza de levantamiento es mayor.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'La arena que el viento arrastra por los terrenos abiertos se asienta en los paneles y en las ventilas de los equipos, así que escogemos gabinetes sellados y montamos los inversores en paredes protegidas.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Aquí hay tanto tardes de verano calurosas como noches de invierno heladas, así que el lugar de las baterías se escoge para que se mantengan dentro del rango de temperatura del fabricante, muchas veces dentro del garaje en vez de en una pared exterior al sol.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'El desierto abierto alrededor de Mojave por lo general queda fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), pero las líneas que llegan al pueblo también cruzan las montañas del oeste, así que esté pendiente de los avisos de cortes preventivos de SCE cuando haya vientos fuertes y riesgo de incendio.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Más electricidad a la tarifa base (baseline) más baja para un hogar que depende de equipo médico eléctrico, y además SCE intenta comunicarse directamente con el hogar antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: 'Mojave no tiene City Hall (gobierno municipal). ¿Quién me da el permiso solar?',
      answer:
        'Kern County Public Works (Obras Públicas del condado). Mojave es una zona no incorporada, así que el condado revisa los planos y manda al inspector. SCE se encarga de la interconexión por separado, después de que el condado da su aprobación.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Cómo aguantan los paneles el viento de Mojave?',
      answer:
        'Bien, cuando están sujetos para eso. Fijamos la estructura de montaje a las vigas del techo, usamos abrazaderas clasificadas para la velocidad de viento de diseño y dejamos las filas retiradas de las orillas y esquinas del techo. Lo primero que encuentra el viento es el cableado suelto, así que aseguramos cada tramo.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Vale la pena agregar una batería si en el pueblo casi no hay cortes preventivos?',
      answer:
        'Puede valer la pena, más por las tarifas de la noche que por el respaldo. En los planes por horario de uso (time-of-use) de SCE, la luz cuesta más en la noche, y una batería le permite usar a esas horas su propia energía solar del día. Comparamos el recibo con batería y sin ella antes de que usted decida.',
    },
  ],
};
