import * as en from '@/content/towns/records/ridgecrest';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Ridgecrest en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Ridgecrest es una ciudad del desierto alto en el Indian Wells Valley, junto a Naval Air Weapons Station China Lake, con sol fuerte, veranos calurosos, noches frías y viento frecuente. SCE le da servicio a la ciudad, y el departamento de construcción de la Ciudad de Ridgecrest publica sus propias cargas de diseño y revisa los planos solares.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; las casas fuera de la ciudad pueden usar propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'El departamento regula las obras de construcción, las eléctricas y las del código estatal de energía, y publica sus cargas de diseño y su zona climática en su página de construcción. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'La página de construcción de la Ciudad indica una carga de viento de diseño de 110 mph con exposición C y sin carga de nieve; diseñamos los anclajes para las cargas vigentes cuando solicitamos el permiso, porque las nuevas ediciones del código pueden cambiarlas.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'El polvo que levanta el viento cubre los paneles entre una lluvia y otra, que son pocas, y baja la producción hasta que se enjuagan, así que dejamos acceso para limpiarlos y ponemos los inversores donde no les dé el sol directo de la tarde.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Los grandes cambios entre días calurosos y noches frías dilatan y contraen la tubería conduit del techo, así que los tramos largos llevan juntas de expansión y soportes que permiten el movimiento.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Ridgecrest es desierto abierto, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que aquí los cortes preventivos de luz de SCE son menos probables que en los pueblos de montaña del oeste; SCE publica los circuitos en consideración cuando hay condiciones de riesgo de incendio.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Una cantidad diaria de electricidad adicional a la tarifa base (baseline) más baja para hogares que dependen de equipo médico eléctrico, y SCE intenta comunicarse con usted directamente antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: 'Para la interconexión, ¿trato con SCE o con la Ciudad?',
      answer:
        'Con SCE. La Ciudad de Ridgecrest da el permiso de construcción e inspecciona la instalación; SCE revisa la solicitud de interconexión y da el permiso para operar después de la inspección final. Nosotros presentamos los dos trámites y les damos seguimiento por usted.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Qué cargas de viento y de nieve tienen que cumplir los paneles en Ridgecrest?',
      answer:
        'La página de construcción de la Ciudad indica una carga de viento de diseño de 110 mph, exposición C y sin carga de nieve, y menciona la zona climática 14. Las ediciones del código cambian, así que confirmamos las cargas vigentes cuando solicitamos el permiso y diseñamos los anclajes para ellas.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Cada cuánto tendré que lavar mis paneles aquí?',
      answer:
        'Depende de su calle y de la temporada. Los paneles cerca del desierto abierto o de caminos de tierra juntan más polvo, y las temporadas secas largas dejan que se acumule. Fijarse en su app de monitoreo si baja la producción es mejor guía que un calendario fijo.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Vale la pena una batería en Ridgecrest si los cortes preventivos son raros?',
      answer:
        'A veces. Aquí una batería se justifica principalmente porque guarda la energía solar del día para usarla con las tarifas de la noche de SCE, y el respaldo viene de extra. Antes de recomendarla, comparamos su consumo y su plan de tarifas con batería y sin ella.',
    },
  ],
};
