import * as en from '@/content/towns/records/taft';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Taft en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Taft está al pie de la Temblor Range, entre los campos petroleros Midway-Sunset y Buena Vista, y buena parte de sus casas son antiguas; algunas se construyeron como casas de las compañías petroleras. PG&E le da servicio a la ciudad, y el departamento de construcción de la Ciudad de Taft, en City Hall (la oficina de la Ciudad) sobre Kern Street, revisa los permisos.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; en las casas en terrenos petroleros arrendados fuera del pueblo puede ser diferente.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Dentro de los límites de la ciudad; los terrenos petroleros alrededor del pueblo son zona no incorporada y reciben su permiso de Kern County. Taft está por encima del límite de población de la ley estatal SB 379, así que tiene que ofrecer un permiso solar automático en línea; no hemos confirmado qué plataforma usa.',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Los terrenos cerca del campo Midway-Sunset pueden tener servidumbres de ductos (easements) y pozos viejos, así que revisamos los registros estatales de pozos y llamamos al 811 antes de cualquier zanja o sistema en el suelo.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Las casas antiguas de la época de las compañías petroleras muchas veces tienen servicios eléctricos pequeños y circuitos derivados envejecidos, así que antes de cualquier diseño solar revisamos el panel eléctrico y hacemos un cálculo de carga.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Las máximas de verano muy por encima de 100°F y el polvo de los caminos petroleros de alrededor le quitan producción a los paneles por el calor y la suciedad, así que dejamos manera de llegar a cada fila para limpiarla.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'El pueblo en sí queda en su mayor parte fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio); donde importan los mapas de riesgo de incendio es en los cerros abiertos de alrededor, y PG&E publica las direcciones afectadas cuando anuncia un corte preventivo de luz.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Energía adicional a la tarifa residencial más baja para hogares que dependen de equipo de soporte vital o donde vive alguien con una condición que califica, como esclerodermia o esclerosis múltiple.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: 'Hay pozos petroleros viejos cerca de mi terreno. ¿Eso afecta al sistema solar?',
      answer:
        'Puede afectar dónde excavamos, no si usted puede tener paneles solares. Los pozos abandonados, las líneas de flujo y las servidumbres (easements) limitan las zanjas y los sistemas en el suelo, así que primero revisamos los registros estatales de pozos y pedimos que marquen las líneas subterráneas. Los sistemas en el techo casi nunca se ven afectados.',
    },
    {
      ...r.faqs[1]!,
      question: '¿Taft es lo bastante grande como para tener que ofrecer permisos solares en línea?',
      answer:
        'Sí. La ley SB 379 solo exime a las ciudades más pequeñas, y Taft está por encima de ese límite, así que la Ciudad tiene que ofrecer una opción de permiso automático en línea para sistemas solares residenciales. Qué plataforma usa, y si es SolarAPP+, lo confirmamos al presentar el trámite.',
    },
    {
      ...r.faqs[2]!,
      question: 'Mi casa es una casa antigua de compañía petrolera. ¿Qué debo esperar?',
      answer:
        'Espere que dediquemos tiempo al sistema eléctrico antes de lo solar. Las casas antiguas de aquí muchas veces tienen servicios pequeños o cableado que necesita reparación, y el panel eléctrico tiene que estar en condiciones seguras para recibir el sistema solar. En las casas antiguas también revisamos la estructura del techo antes de poner paneles.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Puedo conseguir ayuda con mi recibo de PG&E en Taft?',
      answer:
        'Sí. PG&E tiene programas de descuento para hogares que califican por sus ingresos, como CARE y FERA, y Medical Baseline ayuda a los hogares que dependen de equipo médico o que necesitan mantener la casa fresca por una condición de salud. Nuestra página sobre CARE explica cómo funciona la inscripción si tiene paneles solares.',
    },
  ],
};
