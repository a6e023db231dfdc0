import { homeownerCreditLastYear } from '@/content/facts/incentive-text.es';
import * as en from '@/content/topics/copy/storage';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';
import { charging, milesPerHour } from '@/content/facts/charging';

/** Storage and vehicles in Spanish: backup batteries, owning an EV, charger installation. */
export const storageTopics: readonly TopicTemplate[] = twinTopics(en.storageTopics, {
  'backup-battery': {
    title: 'Baterías de respaldo en {location}',
    description:
      'Baterías de respaldo en {location}: Tesla Powerwall 3, Enphase IQ Battery 5P o FranklinWH aPower, para apagones, calor y ahorro con NEM 3.0.',
    keywords: [
      'batería de respaldo {location}',
      'batería para casa {location}',
      'instalador de Powerwall {location}',
      'batería de respaldo Kern County',
    ],
    serviceName: 'Instalación de baterías de respaldo para casas',
    hero: {
      eyebrow: 'Baterías de respaldo para {location}',
      heading: 'Luz, refrigerador y aire acondicionado funcionando en {location} aunque se caiga la red',
      lead: 'Una batería para casa se carga con sus paneles solares o con la red, y entra en acción en una fracción de segundo cuando se va la luz. La calculamos según lo que usted necesita mantener funcionando.',
      imageAlt: 'Dos baterías para casa montadas en la pared de un garaje, con un gateway conectado por tubería (conduit).',
    },
    sections: [
      {
        header: 'Por qué los apagones pegan más fuerte aquí',
        paragraphs: [
          '{terrainNote} Las olas de calor ponen a prueba la red al final de la tarde, y en temporada de incendios las compañías de luz pueden cortar las líneas por horas o días como precaución.',
          'Si alguien en su casa depende de equipo médico que funciona con electricidad, de un refrigerador lleno de insulina o de un concentrador de oxígeno, una batería no es un lujo. Díganoslo, y lo primero que hacemos es diseñar pensando en eso.',
        ],
      },
      {
        header: 'Cómo escoger la batería',
        paragraphs: [
          'Instalamos la Tesla Powerwall 3 (13.5 kWh, con inversor solar integrado), la Enphase IQ Battery 5P (módulos de 5 kWh que se pueden apilar) y la FranklinWH aPower (13.6 kWh, funciona con la mayoría de los sistemas solares existentes). Cuál le conviene depende del sistema que ya tiene, de su panel eléctrico y de cuánto quiere respaldar.',
        ],
        bullets: [
          'Cargas esenciales: refrigerador, luces, internet, bomba del pozo o ventilador de la calefacción de gas',
          'Toda la casa: se agrega suficiente capacidad y potencia para arrancar el aire acondicionado',
          'Apilables: empiece con una unidad y agregue más después',
        ],
        imageAlt: 'Baterías para casa montadas en la pared de un garaje, junto a una ventana.',
      },
      {
        header: 'Ahorro todos los días, no solo durante los apagones',
        paragraphs: [
          'Con NEM 3.0, la energía solar que se manda a la red al mediodía gana un crédito pequeño, mientras que la electricidad que se compra de 4 a 9 pm es la más cara. Una batería guarda lo que sobra al mediodía y le da luz a la casa durante el horario pico de la tarde. {utilityNote}',
          `El crédito fiscal federal para baterías de casa terminó después de ${homeownerCreditLastYear}, pero muchos hogares califican para los reembolsos estatales de SGIP para baterías, sobre todo donde pegan los cortes de luz preventivos de la temporada de incendios; lo revisamos antes de que usted compre.`,
        ],
        imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
      },
      {
        header: 'Instalada para que funcione el peor día',
        paragraphs: [
          'Las baterías pierden capacidad cuando trabajan calientes. Las montamos fuera del sol directo, en una pared con buena ventilación, y en garajes que se hornean en verano platicamos la ubicación con usted antes de hacer cualquier perforación. El interruptor de transferencia y el panel de cargas críticas se cablean y se prueban con el breaker principal apagado antes de irnos.',
        ],
        imageAlt: 'Un panel eléctrico principal abierto junto al medidor de la compañía de luz.',
      },
    ],
    form: {
      heading: 'Pida una cotización de batería de respaldo para {location}',
      text: 'Díganos qué quiere mantener funcionando durante un apagón y si ya tiene paneles solares. Le respondemos con opciones y precios.',
      points: [
        'Calculada para sus cargas críticas',
        'Funciona con paneles solares nuevos o existentes',
        'Incluye revisión del reembolso de SGIP',
      ],
    },
  },
  'electric-vehicle': {
    title: 'Carro eléctrico y solar en {location}',
    description:
      '¿Carro eléctrico en {location}? Cuánto cuesta cargarlo en casa, qué tarifa por horario le conviene y cómo encajan los paneles solares y su panel.',
    keywords: [
      'carro eléctrico {location}',
      'cargar carro eléctrico en casa {location}',
      'tarifa para carro eléctrico',
      'cargar carro eléctrico con paneles solares',
    ],
    serviceName: 'Planeación eléctrica en casa para vehículos eléctricos',
    hero: {
      eyebrow: 'Vehículos eléctricos en {location}',
      heading: 'Cómo mantener un carro eléctrico en {location} por menos',
      lead: 'Dónde y cuándo carga su carro decide cuánto le cuesta tener un vehículo eléctrico. Preparamos la carga en casa, su panel y su plan de tarifa para que la mayoría de sus millas le cuesten lo menos posible.',
      imageAlt: 'Un carro eléctrico conectado a un cargador de pared en el garaje de una casa.',
    },
    sections: [
      {
        header: 'Lo que de verdad cuesta cargar en casa',
        paragraphs: [
          'Un vehículo eléctrico típico usa unos 30 kWh cada 100 millas. Cargado de noche con una tarifa fuera de horas pico, cuesta una fracción de lo que cuesta la gasolina; cargado a las 6 pm con tarifa pico puede costar dos o tres veces más. Todo depende de la hora.',
          '{utilityNote} Le ayudamos a escoger el plan que va con su manera de manejar, y programamos el carro o el cargador para que empiece después del horario pico de 4 a 9 pm.',
        ],
        imageAlt: 'Una factura de luz con barras mensuales junto a un medidor.',
      },
      {
        header: '¿Nivel 1 o nivel 2?',
        paragraphs: [
          `El cable que venía con el carro agrega de ${milesPerHour(charging.level1, 'es')} millas de autonomía por hora en un enchufe normal: suficiente para trayectos cortos. Un cargador de nivel 2 en un circuito de 40 A y 240 V agrega unas ${milesPerHour(charging.level2on40, 'es')} millas por hora, suficiente para trayectos largos al trabajo dentro del condado y para viajes de fin de semana.`,
        ],
        bullets: [
          'Nivel 1: cualquier enchufe de 120 V, lento pero gratis',
          'Nivel 2: circuito dedicado de 240 V, de 40-60 A',
          'Dos vehículos eléctricos: carga compartida en lugar de un segundo circuito grande',
        ],
        imageAlt: 'Un cargador de pared con el cable conectado a un carro eléctrico estacionado.',
      },
      {
        header: '¿Lo aguanta su panel eléctrico?',
        paragraphs: [
          'Un cargador de nivel 2 es una de las cargas más grandes de una casa, junto con el aire acondicionado. Hacemos un cálculo de carga antes de cotizar. Muchas veces un breaker más chico o un cargador con control de carga evita cambiar todo el panel; cuando no es así, se lo decimos desde el principio.',
        ],
        imageAlt: 'Un panel eléctrico principal de una casa, abierto, con sus breakers.',
      },
      {
        header: 'Cargue con la energía de su propio techo',
        paragraphs: [
          'Un vehículo eléctrico sube su consumo, y con NEM 3.0 los paneles solares se pagan mejor cuando usted mismo usa la energía. Si está en casa de día, o tiene una batería, el carro puede andar con energía del sol buena parte del año.',
          '{terrainNote} Para el carro mismo, un garaje o una cochera (carport) es mejor para su batería que una entrada expuesta al sol del verano y al frío del invierno.',
        ],
        imageAlt: 'El techo de una casa cubierto de paneles solares, con el sol detrás.',
      },
    ],
    form: {
      heading: 'Prepare la carga de su carro eléctrico en su casa de {location}',
      text: 'Díganos qué carro maneja (o piensa comprar), qué tan lejos va al trabajo y el tamaño de su panel, si lo sabe. Le recomendamos la instalación más sencilla.',
      points: [
        'Cálculo de carga antes de cualquier cotización',
        'Permiso e inspección incluidos',
        'Consejos sobre el plan de tarifa que le conviene',
      ],
    },
  },
  'ev-charging': {
    title: 'Cargador para carro eléctrico en {location}',
    description:
      'Cargadores de nivel 2 para casas y negocios en {location}: electricistas con licencia, cálculo de carga, circuito de 240 V, permiso e inspección.',
    keywords: [
      'instalación de cargador para carro eléctrico {location}',
      'cargador de nivel 2 {location}',
      'electricista para cargador de carro eléctrico',
      'carga de vehículos eléctricos en el trabajo {location}',
    ],
    serviceName: 'Instalación de cargadores para vehículos eléctricos',
    hero: {
      eyebrow: 'Carga de vehículos eléctricos en {location}',
      heading: 'Instalación de cargadores para carro eléctrico en {location}, bien hecha a la primera',
      lead: 'Un cargador de nivel 2 es un circuito de 240 V y 40-60 A que trabaja horas a plena carga. Merece un electricista con licencia, un cálculo de carga y un permiso.',
      imageAlt: 'Un carro eléctrico conectado a un cargador de pared en el garaje de una casa.',
    },
    sections: [
      {
        header: 'Un circuito seguro para horas a plena carga',
        paragraphs: [
          'Los cargadores jalan toda su corriente durante horas, y eso es justo lo que saca a la luz una terminal floja o un cable demasiado delgado. Calculamos los conductores para carga continua, apretamos cada conexión al torque que indica el fabricante y usamos un breaker que corresponde al cargador.',
          '{terrainNote} Los cargadores al aire libre llevan cajas aprobadas para la intemperie y tubería resistente a los rayos UV.',
        ],
        imageAlt: 'Un panel eléctrico principal abierto junto al medidor de la compañía de luz.',
      },
      {
        header: 'Conectado directo o enchufable',
        paragraphs: [
          'Un cargador conectado directamente al circuito (hardwired) es la opción más limpia y normalmente la más segura para un garaje. Un enchufe NEMA 14-50 tiene sentido si quiere llevarse el cargador cuando se mude. De cualquier forma, lo instalamos según las instrucciones del fabricante, que es lo que revisa el inspector.',
        ],
        bullets: [
          'Cálculo de carga y revisión del panel',
          'Circuito y breaker dedicados',
          'Permiso e inspección de la ciudad o del condado',
          'Cargador programado para cargar después del horario pico de 4 a 9 pm',
        ],
        imageAlt: 'Un cargador montado en la pared, con el cable enrollado junto a un carro estacionado.',
      },
      {
        header: 'Cargadores para talleres, oficinas y flotillas',
        paragraphs: [
          'Para negocios en la zona de {location} instalamos carga para empleados y flotillas: cargadores de pedestal, control de carga entre varios puertos y, donde conviene, una mejora del servicio eléctrico planeada con {utility}. Revisamos los cargos por demanda antes de recomendar cuántos cargadores funcionan al mismo tiempo.',
        ],
        imageAlt: 'Un edificio comercial con paneles solares en su techo plano.',
      },
      {
        header: 'Combínelo con paneles solares o una batería',
        paragraphs: [
          'Un cargador agrega 2,000-4,000 kWh al año para alguien que maneja todos los días al trabajo. Si tiene paneles solares, revisamos si el sistema todavía cubre su consumo, y si planea una batería, conectamos el cargador para que nunca gaste el respaldo que usted guarda para los apagones.',
        ],
        imageAlt: 'Dos baterías para casa montadas en la pared de un garaje, con un gateway.',
      },
    ],
    form: {
      heading: 'Pida una cotización de cargador en {location}',
      text: 'Díganos qué carro tiene, dónde quiere el cargador y si es para una casa o un negocio. Una foto de su panel principal nos ayuda a cotizar más rápido.',
      points: [
        'Electricistas con licencia, nunca un handyman',
        'Permiso e inspección incluidos',
        'La mayoría de las instalaciones en casa quedan en un día',
      ],
    },
  },
});
