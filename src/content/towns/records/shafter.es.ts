import * as en from '@/content/towns/records/shafter';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Shafter en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'En Shafter se mezclan fraccionamientos nuevos con tierras de cultivo y con las bodegas y centros de distribución alrededor de su parque industrial. PG&E le da servicio a la ciudad, y el departamento de construcción de la Ciudad (Building Department), en Pacific Avenue, que incluye las instalaciones solares entre los trabajos que necesitan permiso, revisa los planos.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; algunas casas nuevas se construyen totalmente eléctricas.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Las instalaciones solares están en la lista de trabajos de la Ciudad que necesitan permiso. La Ciudad acepta solicitudes por correo electrónico solo para una lista corta de trabajos residenciales sencillos, y lo solar no está en ella. No hemos confirmado si la Ciudad acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Muchas casas nuevas de Shafter vinieron con paneles solares del constructor, porque el código estatal de energía los exige en la mayoría de las casas nuevas, así que agregar paneles o una batería empieza por el inversor que ya está, su dueño y su contrato de interconexión.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Los trabajos que necesitan la aprobación del Kern County Fire Department (los bomberos del condado), y entre ellos pueden estar los sistemas comerciales y las baterías más grandes, esperan esa aprobación, así que en los techos de bodegas y talleres de rancho la distribución se planea desde el principio pensando en el acceso de los bomberos.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Las parcelas agrícolas alrededor del pueblo tienen las bombas y los talleres en cuentas agrícolas de PG&E separadas, y un sistema en el suelo en medio del campo necesita un alimentador largo de regreso al medidor correcto.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Shafter está en el fondo del valle, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que los cortes preventivos de luz son poco comunes; aquí el respaldo tiene que ver principalmente con los apagones en las olas de calor del verano y con las tarifas de la noche.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Energía adicional a la tarifa residencial más baja para un hogar que depende de equipo de soporte vital, como un respirador o una máquina de diálisis, o que tiene otra condición que califica.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Puedo solicitar un permiso solar en Shafter por correo electrónico?',
      answer:
        'Para sistemas solares no, según la última vez que lo revisamos. La Ciudad acepta por correo electrónico solicitudes residenciales solo para una lista corta de trabajos sencillos, como ampliaciones del servicio eléctrico, aire acondicionado y calefacción (HVAC) y calentadores de agua. Lo solar pasa por el trámite normal, que nosotros preparamos y presentamos por usted.',
    },
    {
      ...r.faqs[1]!,
      question: 'Mi casa nueva vino con paneles solares. ¿Puedo agregar una batería?',
      answer:
        'Por lo general, sí. Primero averiguamos quién es dueño del sistema actual, qué inversor usa y qué permite su contrato de interconexión, porque una batería cambia el sistema que PG&E aprobó. Después calculamos el tamaño de la batería para los circuitos que usted quiere mantener funcionando.',
    },
    {
      ...r.faqs[2]!,
      question: '¿El techo de una bodega o de un taller de rancho necesita una revisión adicional?',
      answer:
        'Muchas veces sí. Los sistemas solares comerciales y las baterías más grandes pueden necesitar la aprobación del Kern County Fire Department (los bomberos del condado) como parte del permiso, y los techos grandes de poca pendiente necesitan una revisión estructural. Planeamos los pasillos de acceso para bomberos y las cargas del techo antes de dejar lista la distribución.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Puedo agregar un cargador para vehículo eléctrico sin cambiar mi panel eléctrico?',
      answer:
        'Muchas veces sí. Muchas casas de Shafter tienen espacio para un circuito de 240 voltios, y donde no lo hay, un dispositivo de manejo de carga puede compartir la capacidad con el aire acondicionado o la secadora. Primero hacemos un cálculo de carga, para que la respuesta se base en su panel y no en una suposición.',
    },
  ],
};
