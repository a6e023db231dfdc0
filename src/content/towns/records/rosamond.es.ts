import * as en from '@/content/towns/records/rosamond';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Rosamond en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Rosamond es una comunidad no incorporada que está creciendo, en la orilla sur de Kern County, con casas de fraccionamiento más nuevas al oeste de la Highway 14 y muchas familias que viajan a diario a Edwards Air Force Base, Lancaster o Palmdale. SCE le da servicio, y los permisos los emite Kern County Public Works, no Los Angeles County, que está justo al sur.',
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'Guíese por el nombre que aparece en su recibo del gas; algunas parcelas apartadas usan propano.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Rosamond es zona no incorporada de Kern, así que aquí el condado emite los permisos de construcción; su lista de trabajos que necesitan permiso incluye el servicio eléctrico nuevo. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'Muchas casas de fraccionamiento nuevas vinieron con paneles solares instalados por el constructor, algunos en arrendamiento (lease) o con un contrato de compra de energía (PPA), así que agregar paneles o una batería empieza por saber quién es dueño del sistema que ya está y qué permite su contrato.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Los vientos del oeste que cruzan el Antelope Valley son fuertes y frecuentes, en especial en primavera, así que la estructura de montaje se fija al armazón del techo y las filas de paneles se dejan retiradas de las orillas.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Con los trayectos largos al trabajo, cargar el vehículo eléctrico en casa es algo que nos piden mucho, y un circuito de 240 voltios para el cargador muchas veces cabe junto al sistema solar cuando el panel eléctrico tiene espacio, lo que se confirma con un cálculo de carga.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Rosamond está en desierto abierto, por lo general fuera del High Fire-Threat District de la CPUC (zona de alto riesgo de incendio), así que aquí los cortes preventivos de luz de SCE son menos probables que en las faldas de los cerros al oeste y al sur; revise los avisos de SCE cuando haya condiciones de riesgo de incendio.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Electricidad adicional cada día a la tarifa base (baseline) más baja para hogares que dependen de equipo médico eléctrico, y SCE se comunica directamente con ellos antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: 'Mi casa de fraccionamiento vino con paneles solares en arrendamiento (lease). ¿Puedo agregar una batería?',
      answer:
        'Muchas veces sí, pero el contrato de arrendamiento decide cómo. La compañía del arrendamiento es dueña de los paneles y del inversor, así que la batería se pone a través de ella o se agrega de una forma que su contrato permita. Tráiganos el contrato y, antes de cotizar, revisamos qué se puede hacer.',
    },
    {
      ...r.faqs[1]!,
      question: 'Viajo a diario a Edwards o a Lancaster. ¿De qué tamaño necesito el cargador para mi vehículo eléctrico?',
      answer:
        'Por lo general, uno más chico de lo que la gente cree. La carga que gasta un viaje diario de ida y vuelta de esa distancia normalmente se repone en una noche con un cargador de Nivel 2 (Level 2) de 32 o 40 amperios, y si su panel eléctrico tiene poca capacidad libre, un circuito más chico puede funcionar. Lo calculamos según su panel y su carro.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Los permisos de Rosamond los da Kern County o Los Angeles County?',
      answer:
        'Kern County. La línea del condado está al sur del pueblo, y las direcciones de Rosamond son zona no incorporada de Kern, así que Kern County Public Works revisa los planos e inspecciona. Confirmamos la parcela antes de solicitar.',
    },
    {
      ...r.faqs[3]!,
      question: '¿El viento cambia dónde van los paneles en mi techo?',
      answer:
        'Puede cambiarlo. En las esquinas y las orillas es donde el viento levanta con más fuerza, así que dejamos los paneles retirados de ellas y los fijamos al armazón del techo. En algunos techos eso significa un sistema un poco más chico a cambio de uno más firme.',
    },
  ],
};
