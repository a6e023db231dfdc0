import * as en from '@/content/towns/records/oildale';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Oildale en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Oildale está justo al norte del Kern River, con los campos petroleros Kern River y Kern Front a sus espaldas, y muchas de sus casas son casas antiguas y pequeñas que todavía tienen su cableado original. Es una zona no incorporada, así que los permisos los da Kern County Public Works y no la Ciudad de Bakersfield, aunque la dirección postal diga Bakersfield, y PG&E se encarga de la interconexión.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; lo confirmamos antes de planear cualquier cambio de gas a electricidad.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'El condado emite los permisos de construcción para las zonas no incorporadas de Kern, incluido Oildale, y su lista de trabajos que necesitan permiso menciona el servicio eléctrico nuevo y el recableado. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Las casas de las orillas norte y este colindan con campos petroleros en operación, donde los ductos, los pozos y las servidumbres de paso (easements) pueden limitar dónde se puede poner un sistema en el suelo o abrir una zanja, así que revisamos los registros de pozos y llamamos al 811 antes de excavar.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Muchas casas de Oildale son casas antiguas y pequeñas con su cableado original y paneles eléctricos modestos, así que antes de diseñar cualquier sistema solar o cargador hacemos un cálculo de carga y revisamos el interior del panel.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Los veranos de más de 100°F en el fondo del valle bajan la producción de los paneles y envejecen el cableado del techo, así que los conductores y la tubería conduit del techo llevan la clasificación y los soportes adecuados para el calor.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Oildale está en el fondo del valle, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que los cortes preventivos de luz son menos probables que en los cerros del este, aunque PG&E señala que las líneas que cruzan zonas de riesgo de incendio aun así pueden afectar a clientes que están fuera de ellas.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Más energía cobrada a la tarifa residencial más baja cuando alguien del hogar depende de equipo de soporte vital o tiene una condición médica que califica, como un sistema inmunológico debilitado.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Los permisos de Oildale los da Bakersfield o el condado?',
      answer:
        'Los da Kern County. Oildale es una zona no incorporada, así que Kern County Public Works revisa los planos y manda al inspector, aunque la mayoría de las direcciones aquí digan Bakersfield. Revisamos la parcela antes de solicitar, para que el permiso se tramite en la oficina correcta.',
    },
    {
      ...r.faqs[1]!,
      question: 'Mi casa todavía tiene el cableado original. ¿Se le pueden poner paneles solares?',
      answer:
        'Muchas veces sí, pero primero lo revisamos. El sistema solar regresa la energía a través de su panel eléctrico principal, así que el panel, el servicio y cualquier cableado viejo o dañado conectado a él tienen que ser seguros y tener la capacidad correcta. A veces eso significa cambiar el panel eléctrico antes de instalar los paneles solares.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Hay ayuda con los recibos de PG&E para hogares de bajos ingresos en Oildale?',
      answer:
        'Sí. PG&E tiene programas de descuento para hogares que califican por sus ingresos, como CARE y FERA, y los hogares que dependen de equipo médico o que necesitan mantener la casa fresca por una condición de salud pueden solicitar Medical Baseline. Nuestra página sobre CARE explica cómo funcionan estos programas junto con un sistema solar.',
    },
    {
      ...r.faqs[3]!,
      question: 'Detrás de mi terreno hay un arrendamiento petrolero (oil lease). ¿Aun así puedo poner paneles en el suelo?',
      answer:
        'Tal vez. Los ductos, los pozos y las servidumbres registradas (easements) limitan dónde podemos excavar, así que revisamos los registros estatales de pozos, el mapa de la parcela y las marcas de las líneas de servicios subterráneas antes de escoger un lugar. En un terreno apretado, muchas veces lo más sencillo es un sistema en el techo o en un carport (techado para estacionar).',
    },
  ],
};
