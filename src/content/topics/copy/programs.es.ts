import { gasPercentOf, percentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives';
import * as en from '@/content/topics/copy/programs';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';

const care = percentOf(incentives.care);
const careGas = gasPercentOf(incentives.care);
const fera = percentOf(incentives.fera);

/** Discount and efficiency programs in Spanish: CARE, the wider discount programs, saving energy. */
export const programTopics: readonly TopicTemplate[] = twinTopics(en.programTopics, {
  'care-program': {
    title: 'Programa CARE en {location}: baje su factura',
    description: `¿Califica para CARE en {location}? Descuenta ${care} en la luz y ${careGas} en el gas: quién califica, cómo pedirlo y cómo funciona con paneles solares.`,
    keywords: [
      'programa CARE {location}',
      'descuento CARE',
      'California Alternate Rates for Energy',
      'descuento de luz para bajos ingresos {location}',
    ],
    serviceName: 'Orientación sobre el programa CARE y mejoras de energía',
    hero: {
      eyebrow: 'Programa CARE en {location}',
      heading: `CARE le puede descontar ${care} de su factura de luz en {location}`,
      lead: 'California Alternate Rates for Energy (CARE) es un descuento de la compañía de luz para hogares que califican por sus ingresos. Solicitarlo no cuesta nada, y muchas familias que califican nunca lo piden.',
      imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
    },
    sections: [
      {
        header: 'Lo que le da CARE',
        paragraphs: [
          `CARE le descuenta ${care} de su factura de luz y ${careGas} de su factura de gas natural, cada mes que siga inscrito. Lo manejan las compañías de luz bajo reglas del estado, así que aplica ya sea que usted tenga PG&E o SCE. {utilityNote}`,
        ],
        imageAlt: 'Una factura y un medidor de la compañía de luz.',
      },
      {
        header: 'Quién califica',
        paragraphs: [
          'Se califica según los ingresos y el tamaño del hogar, y los límites se actualizan cada año; la tabla vigente está en la página de CARE de su compañía de luz. También puede calificar si alguien en su casa está inscrito en un programa público.',
        ],
        bullets: [
          'CalFresh (SNAP) o WIC',
          'Medi-Cal',
          'LIHEAP',
          'Supplemental Security Income (SSI)',
          'Tribal TANF, Head Start por ingresos o el National School Lunch Program (almuerzos escolares)',
        ],
        imageAlt: 'Una casa estilo rancho de un piso con paneles solares en el techo.',
      },
      {
        header: 'Solicitarlo toma unos diez minutos',
        paragraphs: [
          'Solicítelo en línea, en el sitio web de su compañía de luz, o por teléfono con su número de cuenta. No se cobra nada, y nadie tiene que ir a su casa. A algunos hogares se les pide después que comprueben sus ingresos, así que tenga a la mano un talón de pago reciente o una carta de sus beneficios.',
          'Nosotros no inscribimos a nadie y nunca cobramos por orientar sobre programas; simplemente le avisamos a cada cliente que podría calificar.',
        ],
        imageAlt: 'Un miembro de la cuadrilla con una tableta explicando opciones.',
      },
      {
        header: 'CARE y paneles solares juntos',
        paragraphs: [
          'CARE baja su tarifa, y eso también baja lo que le ahorran los paneles solares, así que hay que sacar bien las cuentas. Hacemos su cotización de las dos maneras. Para muchos hogares con CARE, primero van los arreglos más baratos: programar el termostato, sellar los ductos o una visita gratis del programa Energy Savings Assistance.',
          '{terrainNote} Donde los apagones preocupan, una batería puede valer más que el puro ahorro en la factura, y los hogares con CARE pueden calificar para reembolsos más grandes de SGIP para baterías.',
        ],
        imageAlt: 'El techo de una casa con paneles solares bajo el sol.',
      },
    ],
    form: {
      heading: '¿Preguntas sobre CARE o sobre su factura?',
      text: 'Díganos cuánto paga y qué quiere bajar. Le indicamos los programas que le quedan y solo le cotizamos mejoras donde valgan la pena.',
      points: ['Orientación gratis y honesta sobre programas', 'Cotizaciones con y sin CARE', 'Sin compromiso'],
    },
  },
  'energy-discount': {
    title: 'Programas de descuento de luz en {location}',
    description: `Descuentos para hogares de {location}: CARE (${care} en la luz), FERA (${fera}), Medical Baseline y reembolsos de SGIP para baterías, y quién califica.`,
    keywords: ['descuento de energía {location}', 'programa FERA', 'Medical Baseline', 'reembolso SGIP batería {location}'],
    serviceName: 'Orientación sobre descuentos y reembolsos de energía',
    hero: {
      eyebrow: 'Descuentos de energía en {location}',
      heading: 'Todos los descuentos de energía que puede pedir un hogar de {location}',
      lead: 'California tiene varios descuentos y reembolsos para la factura, cada uno con sus propias reglas. Aquí está lo que da cada uno y para quién es, todo en un solo lugar.',
      imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
    },
    sections: [
      {
        header: 'CARE y FERA: tarifas más bajas cada mes',
        paragraphs: [
          `CARE descuenta ${care} de la factura de luz y ${careGas} de la de gas a los hogares que califican por ingresos. FERA da ${fera} de descuento en la factura de luz a los hogares cuyos ingresos quedan apenas por encima del límite de CARE.`,
          '{utilityNote} Los dos programas los ofrecen PG&E y SCE; se solicitan con su compañía de luz, y no cuesta nada.',
        ],
        imageAlt: 'Una factura de luz con una gráfica del consumo mensual.',
      },
      {
        header: 'Medical Baseline: más energía al precio más bajo',
        paragraphs: [
          'Si alguien en su casa depende de equipo médico que funciona con electricidad, o necesita calefacción o aire acondicionado por una condición médica, Medical Baseline le agrega energía extra a la tarifa más baja. También le avisan con más anticipación antes de los cortes de luz programados. Un médico firma el formulario.',
          '{terrainNote} Con los hogares de Medical Baseline siempre hablamos de una batería de respaldo.',
        ],
        imageAlt: 'Dos baterías para casa en la pared de un garaje.',
      },
      {
        header: 'SGIP: reembolsos para baterías de casa',
        paragraphs: [
          'El Self-Generation Incentive Program (SGIP) paga parte del costo de una batería para casa. Los reembolsos más grandes son para los hogares que califican por ingresos, y para las casas en distritos de alto riesgo de incendio o afectadas por cortes de luz preventivos repetidos que además califiquen por ingresos, por Medical Baseline o por una bomba de pozo eléctrica. Los fondos abren y cierran por etapas, así que revisamos qué hay disponible antes de que usted compre.',
        ],
      },
      {
        header: 'Mejoras de eficiencia gratis',
        paragraphs: [
          'Los hogares que califican por ingresos pueden recibir mejoras gratis a través del programa Energy Savings Assistance: burletes para puertas y ventanas, iluminación LED y a veces el cambio de aparatos. Hágalas antes de calcular los paneles solares, porque con menos consumo basta un sistema más chico.',
        ],
        bullets: [
          'Energy Savings Assistance: mejoras gratis para su casa',
          'DAC-SASH: paneles solares sin costo para propietarios que califican por ingresos en comunidades desfavorecidas',
          'Los reembolsos de las compañías de luz cambian seguido; revisamos los vigentes',
        ],
        imageAlt: 'Una casa estilo rancho con paneles solares bajo un sol bajo.',
      },
    ],
    form: {
      heading: 'Encuentre los descuentos que le tocan a su hogar',
      text: 'Cuéntenos de su casa y de su factura. Le hacemos una lista de los programas para los que podría calificar, gratis, y solo le cotizamos mejoras donde tengan sentido.',
      points: ['Revisión de programas gratis', 'Revisamos si hay fondos de SGIP disponibles', 'Sin compromiso'],
    },
  },
  'energy-saving': {
    title: 'Consejos para ahorrar energía en {location}',
    description:
      'Ahorre energía en casa en {location}: evite el pico de 4 a 9 pm, gaste menos en aire, arregle cables que desperdician luz y ponga solar para el resto.',
    keywords: [
      'ahorro de energía {location}',
      'bajar factura de luz {location}',
      'auditoría de energía en casa {location}',
      'ahorro en horas pico',
    ],
    serviceName: 'Evaluación de ahorro de energía en casa',
    hero: {
      eyebrow: 'Ahorro de energía en {location}',
      heading: 'Use menos electricidad en su casa de {location}, y luego produzca el resto',
      lead: 'El kilowatt-hora más barato es el que nunca se usa. Empezamos cada proyecto buscando el desperdicio, y luego calculamos los paneles solares para lo que queda.',
      imageAlt: 'El techo de una casa cubierto de paneles solares, con el sol detrás.',
    },
    sections: [
      {
        header: 'Gánele al horario pico de 4 a 9 pm',
        paragraphs: [
          'En los planes por horario de uso, el mismo kilowatt-hora puede costar mucho más a las 6 pm que al mediodía. {utilityNote} Pasar fuera del horario pico lo que se pueda no cuesta nada, y empieza a ahorrarle desde la siguiente factura.',
        ],
        bullets: [
          'Enfríe la casa a 74°F antes de las 4 pm y luego deje que la temperatura suba poco a poco',
          'Use la lavadora de platos, la lavadora de ropa y la bomba de la alberca antes de las 4 pm o después de las 9 pm',
          'Programe la carga del carro eléctrico para la noche',
        ],
        imageAlt: 'Una factura de luz con barras mensuales junto a un medidor.',
      },
      {
        header: 'La calefacción y el aire acondicionado son lo que más gasta',
        paragraphs: [
          '{terrainNote} La calefacción y el aire acondicionado muchas veces son la mitad de la factura. Filtros limpios, ductos sellados, aislamiento en el ático y sombra en las ventanas que dan al oeste reducen ese gasto antes de cambiar cualquier equipo.',
          'Cuando un aire acondicionado viejo ya necesita cambiarse, una bomba de calor de alta eficiencia calienta y enfría con la misma electricidad, y revisamos que su panel la aguante.',
        ],
        imageAlt: 'Una casa estilo rancho bajo el sol bajo de la tarde.',
      },
      {
        header: 'Cableado que desperdicia energía, o algo peor',
        paragraphs: [
          'Enchufes que se calientan, luces que parpadean y breakers que se botan en verano son señales de conexiones flojas o de circuitos sobrecargados. Desperdician energía en forma de calor y pueden causar incendios. Nuestros electricistas los encuentran y los arreglan, y un escaneo térmico del panel principal toma minutos.',
        ],
        imageAlt: 'Un panel principal abierto con sus breakers, junto al medidor.',
      },
      {
        header: 'Luego, calcule los paneles solares para lo que queda',
        paragraphs: [
          'Después de ahorrar, un sistema solar más chico cubre su consumo, y con NEM 3.0 eso es justo lo que más conviene. Su propuesta muestra lo que ahorra haciendo las dos cosas, sobre sus propias facturas.',
        ],
        imageAlt: 'Paneles solares en el techo de una casa bajo el sol de la tarde.',
      },
    ],
    form: {
      heading: 'Pida una revisión de energía en {location}',
      text: 'Cuéntenos cómo son sus facturas y qué es lo que más le molesta. Le sugerimos primero los ahorros más sencillos y solo le cotizamos lo que se paga solo.',
      points: ['Primero el ahorro, luego la venta', 'Electricistas con licencia', 'Sin compromiso'],
    },
  },
});
