import * as en from '@/content/towns/records/frazier-park';
import type { TownRecordFile } from '@/content/towns/types';

/** Los datos locales de Frazier Park en español: se traduce el texto; fuentes, fechas, marcas y números vienen del registro en inglés. */
const r = en.record;

export const record: TownRecordFile = {
  ...r,
  intro:
    'Frazier Park está a más de 4,500 pies de altura, en las montañas al oeste de Tejon Pass, entre pinos y encinos a la orilla del Los Padres National Forest, y las tormentas de invierno traen nieve de verdad. SCE da servicio a Frazier Park mientras que PG&E da servicio al vecino Lebec, así que importa el nombre que aparece en su recibo, y Kern County Public Works emite los permisos.',
  electric: {
    ...r.electric,
    value: {
      ...r.electric.value,
      split: 'PG&E da servicio al vecino Lebec y a partes de la zona de Tejon Pass; guíese por el nombre que aparece en su recibo.',
    },
  },
  gas: {
    ...r.gas,
    value: {
      ...r.gas.value,
      note: 'No hemos confirmado si las líneas principales de gas llegan a cada parte de las comunidades de la montaña; muchas casas aquí usan propano, así que revise su recibo o su tanque.',
    },
  },
  permit: {
    ...r.permit,
    value: {
      ...r.permit.value,
      note: 'Frazier Park es una comunidad no incorporada (no tiene gobierno municipal propio), así que el condado emite los permisos de construcción, incluidos los de servicio eléctrico nuevo y recableado. No hemos confirmado si acepta SolarAPP+ (la plataforma de permisos solares instantáneos).',
    },
  },
  designNotes: [
    {
      ...r.designNotes[0]!,
      value:
        'A esta altura la nieve puede quedarse varios días en los techos, así que la estructura de montaje y las vigas del techo se revisan para la carga de nieve de montaña que fija el condado, y los paneles se colocan de modo que la nieve no caiga sobre entradas, terrazas (decks) ni el medidor de luz.',
    },
    {
      ...r.designNotes[1]!,
      value:
        'Las casas colindan con el bosque nacional, en terreno de alto riesgo de incendio, así que colocamos los equipos y las baterías respetando las distancias del código de incendios y etiquetamos el interruptor de apagado rápido (rapid shutdown) donde los bomberos lo buscan.',
    },
    {
      ...r.designNotes[2]!,
      value:
        'Los pinos altos dan sombra a muchos terrenos parte del día, así que medimos la sombra en cada temporada del año antes de proponer un sistema; un sistema más chico a pleno sol puede producir más que uno más grande en la sombra.',
    },
  ],
  outages: {
    ...r.outages,
    value:
      'Frazier Park y las comunidades de montaña de alrededor están en terreno de alto riesgo de incendio que SCE ha considerado para cortes preventivos de luz en episodios pasados de riesgo de incendio, y las tormentas de invierno que tiran árboles sobre las líneas también causan apagones.',
  },
  programs: [
    {
      ...r.programs[0]!,
      value: {
        ...r.programs[0]!.value,
        note: 'Baterías portátiles de respaldo gratis, con un kit de carga solar, para clientes de Medical Baseline en zonas de alto riesgo de incendio que dependen de equipo médico eléctrico.',
      },
    },
    {
      ...r.programs[1]!,
      value: {
        ...r.programs[1]!.value,
        note: 'Una cantidad diaria adicional de electricidad a la tarifa base (baseline) más baja para hogares que dependen de equipo médico eléctrico, y SCE se comunica con ellos antes de un corte preventivo.',
      },
    },
  ],
  faqs: [
    {
      ...r.faqs[0]!,
      question: '¿Mi luz viene de SCE o de PG&E?',
      answer:
        'En Frazier Park es SCE, pero PG&E da servicio a Lebec y a algunas zonas cercanas, y el límite entre las dos compañías no sigue los nombres de las comunidades. El nombre que aparece arriba en su recibo decide qué reglas de interconexión, tarifas y programas de respaldo aplican, así que empezamos por ahí.',
    },
    {
      ...r.faqs[1]!,
      question: '¿La nieve se va a resbalar de mis paneles al andador de la entrada?',
      answer:
        'Puede pasar, porque la nieve se resbala más rápido del vidrio que de las tejas. Colocamos los paneles para que la nieve caiga lejos de puertas, terrazas y andadores, y donde eso no se puede, ponemos retenedores de nieve (snow guards) debajo de ellos.',
    },
    {
      ...r.faqs[2]!,
      question: '¿Qué tan grande tiene que ser la batería para aguantar un corte preventivo o un apagón por tormenta?',
      answer:
        'Lo suficiente para sus circuitos esenciales durante el tiempo de apagón que quiera aguantar. En la montaña los apagones pueden durar más que en el valle, y en invierno hay pocas horas de sol, así que muchas veces combinamos la batería con una entrada para generador. Calculamos el tamaño con su propio consumo.',
    },
    {
      ...r.faqs[3]!,
      question: '¿Tener paneles solares hace que mi casa corra más riesgo de incendio?',
      answer:
        'Un sistema con permiso e inspeccionado agrega poco riesgo; los problemas normalmente vienen de cables dañados o de malas conexiones. Usamos equipo listado (listed), aseguramos cada tramo de cable, incluimos apagado rápido (rapid shutdown) para que los bomberos puedan desenergizar los paneles y mantenemos el equipo lejos de la vegetación.',
    },
  ],
};
