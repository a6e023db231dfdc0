import { monthYear, percentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives';
import * as en from '@/content/topics/copy/bills';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';

const { nbt, legacyNem, care, fera } = incentives;

/** Bills and the utility in Spanish: true-up statements, solar interconnection, rates and plans. */
export const billTopics: readonly TopicTemplate[] = twinTopics(en.billTopics, {
  'true-up-billing': {
    title: '¿Factura true-up muy alta en {location}?',
    description:
      '¿True-up inesperado en {location}? Leemos su estado de cuenta, vemos por qué el sistema no rindió y lo arreglamos con paneles, batería u otra tarifa.',
    keywords: ['factura true-up {location}', 'true-up de paneles solares', 'true-up muy alto', 'estado de cuenta true-up NEM'],
    serviceName: 'Revisión de facturas true-up y mejoras de sistemas solares',
    hero: {
      eyebrow: 'Facturas true-up en {location}',
      heading: 'Una factura true-up muy alta en {location} casi siempre tiene una causa que se puede arreglar',
      lead: 'Una vez al año, los clientes con paneles solares hacen cuentas con la compañía de luz: es la liquidación anual (true-up). Si esa factura salió mucho más alta de lo que le prometieron, averiguamos por qué y lo corregimos.',
      imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
    },
    sections: [
      {
        header: 'Qué es realmente el true-up',
        paragraphs: [
          'Con la medición neta (net metering), los cargos y los créditos de doce meses se suman al final de su año de facturación. Los estados de cuenta mensuales muestran lo que se va acumulando, pero mucha gente solo ve el total cuando llega el true-up, a veces de cientos o de miles de dólares.',
          '{utilityNote} Su estado de cuenta anual muestra el consumo, los créditos por exportación y los cargos de cada mes; tráiganoslo y lo revisamos con usted.',
        ],
        imageAlt: 'Una factura y un medidor de la compañía de luz que ilustran la facturación solar anual.',
      },
      {
        header: 'Las razones más comunes por las que subió',
        paragraphs: [
          'Casi todos los true-up altos que revisamos se deben a una de unas cuantas causas, y la mayoría se pueden medir con sus datos.',
        ],
        bullets: [
          'Subió el consumo: un carro eléctrico nuevo, una bomba de alberca, más gente en casa, un verano más caluroso',
          'Bajó la producción: un inversor descompuesto, paneles sucios, sombra nueva, un breaker que se botó',
          'El sistema quedó chico desde el principio',
          'Un cambio de tarifa, o el paso de los términos de NEM 2.0 a los de NEM 3.0 después de hacerle cambios al sistema',
        ],
        imageAlt: 'Un panel eléctrico principal abierto con sus breakers, junto al medidor.',
      },
      {
        header: 'Soluciones según la causa',
        paragraphs: [
          'Si el sistema está descompuesto, lo reparamos. Si su consumo creció más que el sistema, agregamos paneles o una batería, con cuidado de no perder los términos de NEM 2.0 que todavía tenga. Si el plan de tarifa no va con su manera de vivir, le mostramos los números para cambiarse.',
          '{terrainNote} Antes de calcular cualquier mejora, revisamos que las cifras de producción sean realistas para ese clima.',
        ],
        imageAlt: 'Baterías para casa montadas en la pared de un garaje.',
      },
      {
        header: 'Que no lo vuelva a sorprender el año que entra',
        paragraphs: [
          'La mayoría de las compañías de luz le permiten pagar los cargos solares cada mes en lugar de una vez al año. También configuramos alertas de monitoreo para que un inversor descompuesto se note en días, no hasta el true-up.',
        ],
        imageAlt: 'El techo de una casa con paneles solares bajo el sol de la tarde.',
      },
    ],
    form: {
      heading: 'Pida que revisemos su true-up',
      text: 'Mándenos sus datos y díganos más o menos de cuánto fue su true-up. Le pediremos el estado de cuenta anual y le diremos lo que encontremos, sin compromiso.',
      points: [
        'Revisión del estado de cuenta por un estimador',
        'Revisión de cómo está funcionando el sistema',
        'Solo le cotizamos un arreglo si vale la pena',
      ],
    },
  },
  'solar-pge': {
    title: 'Paneles solares con PG&E o SCE en {location}',
    description:
      'Paneles solares en {location}: los créditos de NEM 3.0 con PG&E o SCE, qué implican la solicitud y el permiso para operar, y cuánto tarda el proceso.',
    keywords: [
      'paneles solares PG&E {location}',
      'interconexión solar {location}',
      'NEM 3.0 {location}',
      'permiso para operar paneles solares',
    ],
    serviceName: 'Interconexión solar y trámites con la compañía de luz',
    hero: {
      eyebrow: 'La energía solar y su compañía de luz en {location}',
      heading: 'Conecte sus paneles solares a la red en {location}, sin vueltas',
      lead: 'Todo sistema en el techo necesita la aprobación de la compañía de luz antes de poder encenderse. Nosotros presentamos la solicitud, le damos seguimiento y le explicamos qué significa NEM 3.0 para su factura.',
      imageAlt: 'Una factura de luz con una gráfica del consumo mensual junto a un medidor eléctrico.',
    },
    sections: [
      {
        header: 'PG&E o SCE: primero revise su recibo',
        paragraphs: [
          '{utilityNote} Somos un contratista independiente, no somos parte de ninguna de las dos compañías, y hacemos trámites de interconexión con ambas cada semana.',
          'Las reglas se parecen, pero los planes de tarifa, los cargos y los tiempos cambian, así que su propuesta se basa en la tarifa de la compañía que da servicio a su domicilio.',
        ],
      },
      {
        header: 'NEM 3.0 en palabras sencillas',
        paragraphs: [
          `Los sistemas solicitados desde ${monthYear(nbt.start)} están en la tarifa de facturación neta (Net Billing Tariff), conocida como NEM 3.0. La energía que usted mismo usa le ahorra la tarifa completa que paga por la luz. La energía que manda de regreso gana un crédito por exportación que cambia según la hora y que normalmente es una fracción del precio normal.`,
          'Por eso el mejor sistema cubre su propio consumo, no más, y muchas veces incluye una batería para pasar la energía solar del mediodía al horario pico de 4 a 9 pm.',
        ],
        imageAlt: 'Dos baterías montadas en la pared y un gateway en un garaje.',
      },
      {
        header: 'De la solicitud al permiso para operar',
        paragraphs: [
          'Presentamos la solicitud de interconexión con el diseño, pasamos la inspección de la ciudad o del condado y luego mandamos el permiso aprobado a la compañía de luz. La compañía da el permiso para operar, y solo entonces se enciende el sistema.',
        ],
        bullets: [
          'Solicitud presentada con su diseño',
          'Instalación: 1-3 días',
          'Inspección y luego permiso para operar',
          'De principio a fin: normalmente 2-3 meses',
        ],
        imageAlt: 'Una cuadrilla con cascos frente a un sistema de paneles solares; uno de ellos sostiene una tableta.',
      },
      {
        header: '¿Ya tiene NEM 2.0? Protéjalo',
        paragraphs: [
          `Los sistemas más antiguos conservan sus términos de NEM 2.0 durante ${legacyNem.rule.termYears} años desde la interconexión. Agregar demasiados paneles puede pasarlo a NEM 3.0, pero una batería o una ampliación pequeña muchas veces no. Revisamos las reglas de su sistema antes de cambiar nada.`,
        ],
        imageAlt: 'El techo de una casa cubierto de paneles solares.',
      },
    ],
    form: {
      heading: 'Empiece un proyecto solar en {location}',
      text: 'Cuéntenos de su casa y de su factura. Diseñamos según la tarifa que le aplica y nos encargamos de la compañía de luz desde la solicitud hasta el encendido.',
      points: [
        'Nosotros presentamos la interconexión',
        'Ahorro con NEM 3.0 mostrado con honestidad',
        'Independientes de cualquier compañía de luz',
      ],
    },
  },
  pge: {
    title: 'Baje su recibo de PG&E o SCE en {location}',
    description:
      'Por qué la factura de luz en {location} sube cada verano, cómo funcionan las tarifas por horario de PG&E y SCE, y las mejoras que más la reducen.',
    keywords: ['factura de PG&E {location}', 'recibo de luz alto {location}', 'tarifas por horario de uso', 'factura de SCE {location}'],
    serviceName: 'Reducción de la factura de luz y mejoras de energía',
    hero: {
      eyebrow: 'Facturas de luz en {location}',
      heading: 'Cómo entender su factura de luz en {location}',
      lead: 'Somos un contratista eléctrico y solar independiente, no la compañía de luz. Leemos facturas todos los días y sabemos qué cambios las bajan.',
      imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
    },
    sections: [
      {
        header: 'Quién le cobra y con qué plan',
        paragraphs: [
          '{utilityNote} Tanto PG&E como SCE ponen a la mayoría de las casas en planes por horario de uso (time-of-use), donde la luz cuesta más de 4 a 9 pm. El consumo por encima de su cantidad básica (baseline) cuesta todavía más.',
          'El nombre del plan viene impreso en su factura. Si no va con la forma de vivir de su familia, cambiarse de plan puede ahorrarle dinero por sí solo, antes de cualquier equipo.',
        ],
        imageAlt: 'Una factura y un medidor eléctrico.',
      },
      {
        header: 'Por qué se disparan las facturas en verano',
        paragraphs: [
          '{terrainNote} Viva donde viva, el aire acondicionado que trabaja más fuerte de 4 a 9 pm se topa con los precios más altos del día, y un aire viejo, ductos con fugas o una pared al oeste con ventanas de vidrio sencillo pueden duplicar la factura de verano.',
        ],
        imageAlt: 'Una casa estilo rancho bajo el sol bajo de la tarde, con paneles solares en el techo.',
      },
      {
        header: 'Los cambios que se pagan más rápido',
        paragraphs: ['Empezamos por lo que menos cuesta y más ahorra, y solo después hablamos de paneles solares.'],
        bullets: [
          'Enfríe la casa antes de las 4 pm y suba el termostato durante las horas pico',
          'Saque de las horas pico la carga del carro eléctrico, la bomba de la alberca y la lavada de ropa',
          `Pregunte por los descuentos: CARE da ${percentOf(care)} de descuento en la factura de luz, y FERA, ${percentOf(fera)}`,
          'Paneles solares calculados para su consumo, con una batería para el horario pico de la tarde',
        ],
        imageAlt: 'Un panel principal abierto junto al medidor de la compañía de luz.',
      },
      {
        header: 'Cuándo los paneles solares son la respuesta',
        paragraphs: [
          'Para la mayoría de las casas con un techo soleado y una factura de verano de más de unos $150, los paneles solares junto con una batería pueden bajar mucho la factura. Le mostramos el ahorro mes por mes con su consumo real, para que usted mismo lo juzgue.',
        ],
        imageAlt: 'El techo de una casa cubierto de paneles solares, con el sol detrás.',
      },
    ],
    form: {
      heading: 'Reciba ayuda con su factura de luz en {location}',
      text: 'Díganos cuánto paga en verano y en invierno. Le sugerimos primero los cambios más baratos, y solo le cotizamos paneles solares si tiene sentido.',
      points: ['Independientes de PG&E y SCE', 'Revisión de su factura con números reales', 'Sin compromiso'],
    },
  },
});
