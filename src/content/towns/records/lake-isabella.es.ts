import * as en from '@/content/towns/records/lake-isabella';
import type { TownRecordFile } from '@/content/towns/types';

/**
 * Los datos locales de Lake Isabella en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en
 * inglés. El proveedor de gas ('propane or electric only') es un valor del tipo GasSupplier y se queda como en inglés.
 */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Lake Isabella está a unos 2,500 pies de altura en la orilla suroeste de la presa, en el Kern River Valley, donde los veranos son calurosos, los cerros secos son zona de incendios y cae nieve en las partes altas alrededor del lago. SCE da servicio al valle, Kern County Public Works emite los permisos, y muchas casas se calientan con propano o con electricidad en lugar de gas natural.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Muchas casas del Kern River Valley usan propano o calefacción totalmente eléctrica; si usted sí recibe un recibo de gas, guíese por él.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Las comunidades del Kern River Valley no están incorporadas (no tienen gobierno municipal propio), así que el condado emite los permisos de construcción, incluidos los de servicio eléctrico nuevo. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Los cerros secos alrededor del valle están marcados en los mapas como terreno de alto riesgo de incendio, así que dejamos alrededor del equipo las distancias que pide el código de incendios, pasamos el cableado expuesto por tubería metálica (conduit) y planeamos las baterías para cortes que pueden durar más de un día.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Las casas que están cuesta arriba hacia Alta Sierra y las crestas más altas reciben nieve que normalmente no cae en la orilla del lago, así que la carga de nieve se revisa para cada sitio y no para el valle en general.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Muchas casas aquí son casas prefabricadas (manufactured homes) con techos que no se construyeron para cargar paneles, así que muchas veces lo mejor es montar los paneles en el suelo o en un carport (techado para estacionar).',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'SCE ha incluido a Lake Isabella y a otras comunidades del Kern River Valley en las zonas consideradas para cortes preventivos de luz (Public Safety Power Shutoffs) anteriores, y las líneas que dan servicio al valle cruzan terreno de alto riesgo de incendio.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Una batería portátil de respaldo gratis y un kit de panel solar para clientes de Medical Baseline en zonas de alto riesgo de incendio que dependen de aparatos médicos eléctricos.',
      },
    },
    {
      ...r.programs[1]!,
      value: {
        ...r.programs[1]!.value,
        note: 'Electricidad adicional todos los días a la tarifa base (baseline) más baja para un hogar que depende de equipo médico eléctrico, y SCE se comunica con ese hogar antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Qué tan seguido corta la luz SCE en el Kern River Valley?',
      answer:
        'No hay un calendario fijo: los cortes dependen de las condiciones de riesgo de incendio, principalmente los días secos y con viento, y hay años en que no hay ninguno. SCE avisa a los clientes con anticipación cuando puede y publica los circuitos en consideración en su página de PSPS (cortes preventivos). Si usted no puede quedarse sin luz, planee un respaldo en lugar de contar con un año tranquilo.',
    },
    {
      ...r.faqs[1]!,
      question: 'Tengo una casa prefabricada (manufactured home). ¿Se le pueden poner paneles solares?',
      answer:
        'Por lo general sí, pero casi nunca en su propio techo. La mayoría de los techos de casas prefabricadas no tienen la estructura para cargar paneles, así que en su lugar vemos la opción de montarlos en el suelo, en un carport o en una estructura de sombra. Si la casa está dentro de un parque de casas prefabricadas, puede que también tengan que intervenir el parque y otra oficina de permisos, y eso lo resolvemos primero.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Una batería puede mantener funcionando mi bomba de pozo durante un apagón?',
      answer:
        'Muchas veces sí, si la batería y el inversor aguantan el pico de arranque de la bomba. Las bombas de pozo consumen mucha corriente por un momento al arrancar, así que revisamos el tamaño de la bomba y puede que agreguemos un arrancador suave (soft starter). Solo ponemos la bomba en los circuitos respaldados cuando el sistema la puede cargar.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Hay ayuda con los recibos de SCE en el valle?',
      answer:
        'Sí. SCE tiene programas de descuento para hogares que califican por sus ingresos, como CARE y FERA, y Medical Baseline ayuda a los hogares que dependen de equipo médico eléctrico. Nuestra página sobre CARE explica cómo funciona la inscripción si tiene paneles solares.',
    },
  ],
};
