import * as en from '@/content/towns/records/maricopa';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Maricopa en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Maricopa es una ciudad pequeña en la esquina suroeste del San Joaquin Valley, donde se juntan las carreteras 33 y 166 y el campo petrolero Midway-Sunset corre por dos lados del pueblo. PG&E le da servicio, y con unos mil habitantes es una de las ciudades lo bastante pequeñas como para que la ley estatal no les exija un permiso solar automático en línea.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; lo confirmamos antes de cualquier cambio de gas a electricidad.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Maricopa está por debajo del límite de población de la ley estatal SB 379, así que no está obligada a ofrecer un permiso solar automático en línea. Las ciudades pequeñas muchas veces contratan a terceros para revisar los planos e inspeccionar; antes de solicitar, confirmamos con City Hall (la oficina de la Ciudad) quién revisa los planos.',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'El campo Midway-Sunset llega hasta las orillas norte y este del pueblo, así que cualquier sistema en el suelo o zanja empieza con una revisión de los registros de pozos y ductos.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'En verano es normal pasar de 100°F y en las noches de invierno puede helar, así que la tubería conduit expuesta, los accesorios y el lugar de las baterías se escogen para aguantar los dos extremos.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Maricopa está donde el fondo del valle se junta con los cerros; el pueblo queda en su mayor parte fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), pero las líneas que le dan servicio pasan por campo abierto, así que revise los avisos de cortes preventivos de PG&E cuando haya condiciones de riesgo de incendio.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Más energía a la tarifa residencial más baja cuando alguien del hogar depende de equipo de soporte vital o tiene una condición que califica, como una enfermedad que pone en peligro la vida.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Maricopa tiene que ofrecer permisos solares instantáneos en línea como las ciudades más grandes?',
      answer:
        'No. La ley SB 379 exime a las ciudades más pequeñas, y Maricopa es una de ellas, así que la Ciudad no tiene que ofrecer una plataforma automática, y los planos normalmente se revisan de la manera ordinaria. De cualquier forma, nosotros preparamos el juego completo de planos.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Quién inspecciona una instalación solar en Maricopa?',
      answer:
        'La Ciudad es la autoridad que da el permiso, pero una ciudad de este tamaño puede usar un revisor de planos o un inspector contratado. Antes de presentar el trámite, confirmamos con City Hall (la oficina de la Ciudad) quién revisa e inspecciona, para que no haya sorpresas en la inspección final.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Conviene poner paneles solares en una casa chica con un recibo de luz modesto?',
      answer:
        'A veces no. Un sistema pequeño tiene costos fijos, como el diseño, los permisos y la interconexión, que no bajan con el tamaño, así que con un recibo bajo puede convenir primero hacer mejoras de eficiencia o cambiar de plan de tarifas. Si los números no salen, se lo decimos.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Puedo conseguir ayuda con mi recibo de PG&E en Maricopa?',
      answer:
        'Sí. Los programas de descuento de PG&E para hogares que califican por sus ingresos, como CARE y FERA, aplican aquí igual que en cualquier parte de su territorio, y Medical Baseline ayuda a los hogares que dependen de equipo médico. Nuestra página sobre CARE explica cómo funciona la inscripción.',
    },
  ],
};
