import { homeownerCreditLastYear } from '@/content/facts/incentive-text.es';
import * as en from '@/content/topics/copy/owners';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';

/**
 * Brand-keyword topics in Spanish (docs/decisions/006-landing-pages.md): written for owners of, or shoppers comparing,
 * another company's systems. They never claim to be, or to work with, that company.
 */
export const ownerTopics: readonly TopicTemplate[] = twinTopics(en.ownerTopics, {
  sunrun: {
    title: 'Sunrun en {location}: ayuda independiente',
    description:
      '¿Lease o PPA de Sunrun en {location}? Ayuda independiente con su contrato, el techo, el panel eléctrico, cargadores y su próximo sistema propio.',
    keywords: ['Sunrun {location}', 'ayuda con lease de Sunrun', 'comprar sistema solar en lease', 'salirse de un lease solar'],
    serviceName: 'Ayuda independiente para casas con paneles solares en arrendamiento',
    hero: {
      eyebrow: 'Dueños de sistemas Sunrun en {location}',
      heading: '¿Tiene un sistema Sunrun en {location}? Ayuda independiente',
      lead: 'No somos Sunrun ni estamos afiliados con esa compañía. Somos electricistas locales que ayudan a los propietarios con todo lo que rodea a un sistema en arrendamiento, y con lo que viene después.',
      imageAlt: 'El techo de una casa cubierto de paneles solares, con el sol detrás.',
    },
    sections: [
      {
        header: 'Empiece por su contrato',
        paragraphs: [
          'Con un arrendamiento (lease) o un PPA, la compañía de arrendamiento es dueña de los paneles y responde por ellos según su contrato. Cualquier trabajo en el sistema mismo, incluso quitar los paneles para poner un techo nuevo, tiene que pasar primero por ella, o usted podría romper los términos del contrato.',
          'Tráiganos el contrato y le ayudamos a leer las partes que importan: el aumento programado del pago mensual (escalator), el plazo, qué pasa si vende la casa y cualquier opción para comprar el sistema (buyout).',
        ],
        imageAlt: 'Un miembro de la cuadrilla con una tableta revisando papeles frente a un sistema de paneles solares.',
      },
      {
        header: 'Trabajo eléctrico alrededor de un sistema en arrendamiento',
        paragraphs: [
          'El panel principal, el cargador para vehículo eléctrico, la conexión para generador y los circuitos nuevos de su casa son suyos, y nuestros electricistas con licencia pueden hacer ese trabajo. Nos coordinamos con la compañía de arrendamiento cuando el trabajo toca su equipo, para que no se anule nada.',
        ],
        bullets: [
          'Cambios de panel principal',
          'Instalación de cargadores para vehículos eléctricos',
          'Circuitos para una bomba de calor o un taller',
          'Diagnóstico de fallas de su lado del medidor',
        ],
        imageAlt: 'Un panel eléctrico principal abierto junto al medidor.',
      },
      {
        header: '¿Todavía le está ahorrando dinero el sistema?',
        paragraphs: [
          'Los pagos de un lease o PPA muchas veces suben cada año, mientras que los paneles pierden alrededor del 0.5% de su producción al año. Comparamos su pago más lo que le queda de factura de luz con lo que pagaba antes, para que sepa cómo está.',
          '{terrainNote} El clima desgasta cualquier sistema, así que si la producción bajó más de lo que explica la edad, pídale a la compañía de arrendamiento una visita de servicio: con la mayoría de los contratos, eso le toca a ella.',
        ],
        imageAlt: 'Una factura de luz con barras mensuales junto a un medidor.',
      },
      {
        header: 'Cuando termina el contrato, o si se quiere salir',
        paragraphs: [
          `Al final del plazo normalmente puede renovar, comprar el sistema o pedir que lo quiten. Si en cambio su próximo sistema es suyo, cada dólar de ahorro es para usted, aunque no hay crédito federal por él, porque el crédito para propietarios terminó después de ${homeownerCreditLastYear}. Se lo cotizamos con una batería para NEM 3.0 y pago al contado o con préstamo de 5 a 20 años.`,
        ],
        imageAlt: 'Baterías para casa en la pared de un garaje, con su gateway.',
      },
    ],
    form: {
      heading: 'Reciba asesoría independiente sobre su sistema en arrendamiento',
      text: 'Díganos qué necesita: un cambio de panel, un cargador, una segunda opinión sobre su contrato o una cotización para que su próximo sistema sea suyo.',
      points: ['Sin afiliación con ninguna compañía de arrendamiento solar', 'Electricistas con licencia', 'Sin compromiso'],
    },
  },
  sunpower: {
    title: 'SunPower en {location}: ayuda independiente',
    description:
      '¿Sistema SunPower en {location}? Servicio independiente: monitoreo sin datos, fallas de inversor y paneles, baterías, ampliaciones y NEM 2.0.',
    keywords: [
      'servicio SunPower {location}',
      'reparación SunPower',
      'monitoreo SunPower no funciona',
      'reparación de paneles solares {location}',
    ],
    serviceName: 'Servicio independiente para sistemas solares existentes',
    hero: {
      eyebrow: 'Dueños de sistemas SunPower en {location}',
      heading: 'Servicio para sistemas SunPower en {location}, con electricistas independientes',
      lead: 'Desde la bancarrota de SunPower en 2024, muchos dueños ya no tienen un instalador a quién llamar. Somos independientes, no estamos afiliados con SunPower, y damos servicio a los sistemas que vendió.',
      imageAlt: 'El techo de una casa con paneles solares bajo el sol de la tarde.',
    },
    sections: [
      {
        header: 'Primero: ¿todavía está produciendo?',
        paragraphs: [
          'Muchos dueños solo notan un problema cuando llega la liquidación anual (true-up). Revise su monitoreo o lea el medidor neto: en una tarde soleada, el consumo debería ir bajando o correr hacia atrás. Si no, algo anda mal.',
        ],
        bullets: [
          'El monitoreo marca cero o dejó de actualizarse',
          'Una luz de error en el inversor o en el gateway',
          'Un breaker solar botado en el panel principal',
          'Facturas que van subiendo sin que cambie el consumo',
        ],
        imageAlt: 'Un panel eléctrico principal abierto con el breaker solar, junto al medidor.',
      },
      {
        header: 'Monitoreo que dejó de reportar',
        paragraphs: [
          'Muchas veces el sistema está bien y solo el monitoreo dejó de reportar: un router nuevo, una contraseña de Wi-Fi que cambió o un gateway descompuesto. Lo volvemos a conectar, o instalamos un monitoreo independiente para que pueda ver otra vez la producción.',
        ],
        imageAlt: 'Un técnico con una tableta frente a un sistema de paneles solares.',
      },
      {
        header: 'Reparaciones, garantías y ampliaciones',
        paragraphs: [
          'Las garantías de los paneles y de los microinversores muchas veces son del fabricante, no del instalador, y todavía se pueden reclamar. Diagnosticamos la falla, la documentamos para el reclamo y cambiamos las piezas por otras compatibles cuando las originales ya no se fabrican.',
          'Si sus facturas han crecido, podemos agregar paneles o una batería cuidando los términos de NEM 2.0 que todavía tenga, y registramos el cambio ante {utility} por usted.',
        ],
        imageAlt: 'Baterías para casa montadas en la pared de un garaje.',
      },
      {
        header: 'Cuidándolo durante los próximos 20 años',
        paragraphs: [
          '{terrainNote} Una revisión anual de conexiones, breakers y producción mantiene bien un buen sistema. Damos servicio a sistemas solares en todo Kern County, incluso a los que no instalamos nosotros.',
        ],
        imageAlt: 'Una camioneta de servicio estacionada frente a una casa con paneles solares en el techo.',
      },
    ],
    form: {
      heading: 'Agende servicio para su sistema solar',
      text: 'Díganos lo que ve: un error, el monitoreo sin datos, una factura alta. Una foto de la etiqueta del inversor o del gateway nos ayuda a traer las piezas correctas.',
      points: [
        'Independientes, sin afiliación con SunPower',
        'Diagnóstico antes de cualquier reparación',
        'Preparamos los papeles del reclamo de garantía',
      ],
    },
  },
  sanova: {
    title: '¿Cotización de Sanova en {location}?',
    description:
      'Compare su cotización de Sanova en {location} punto por punto: tamaño, precio por watt, equipo, garantías, cargos del préstamo y ahorro con NEM 3.0.',
    keywords: [
      'Sanova solar {location}',
      'comparar cotizaciones solares {location}',
      'segunda opinión cotización solar',
      'precio por watt paneles solares',
    ],
    serviceName: 'Comparación de cotizaciones solares y segunda opinión',
    hero: {
      eyebrow: 'Cómo comparar cotizaciones solares en {location}',
      heading: '¿Está considerando una cotización de Sanova en {location}? Compárela de forma justa',
      lead: 'No estamos afiliados con Sanova y no hablamos mal de la oferta de nadie. Le enseñamos cómo comparar dos cotizaciones solares cualesquiera, y le damos la nuestra para que la compare.',
      imageAlt: 'Una factura con una gráfica de barras del consumo mensual junto a un medidor eléctrico.',
    },
    sections: [
      {
        header: 'Compare las mismas cosas',
        paragraphs: [
          'Las cotizaciones son difíciles de comparar cuando están armadas de forma distinta. Póngalas lado a lado con estos puntos y las diferencias saltan a la vista.',
        ],
        bullets: [
          'Tamaño del sistema en kW y producción esperada en kWh al año',
          'Precio por watt, y cualquier incentivo que la cotización reste, con su fuente',
          'Modelos de paneles, inversor y batería, y quién responde por cada garantía',
          'Plazo y tasa del préstamo, y cualquier cargo del vendedor (dealer fee) metido en el precio',
        ],
        imageAlt: 'Un miembro de la cuadrilla con una tableta revisando un diseño frente a un sistema de paneles solares.',
      },
      {
        header: 'Revise la promesa de ahorro',
        paragraphs: [
          'Con NEM 3.0, la energía que se exporta gana un crédito pequeño, así que una cotización que cuenta cada kilowatt-hora a la tarifa completa exagera el ahorro. Pregunte qué tarifa usa el estimado. {utilityNote}',
          'Un estimado realista también supone una pérdida de producción de alrededor del 0.5% al año y usa datos del clima de su domicilio, no un promedio de todo el estado. {terrainNote}',
        ],
        imageAlt: 'El techo de una casa cubierto de paneles solares.',
      },
      {
        header: 'Pregunte quién hace el trabajo',
        paragraphs: [
          'Pregunte si los instaladores son empleados de la compañía y tienen licencia, quién se encarga del permiso y de la interconexión, y a quién le va a llamar en el año diez. Esas respuestas importan tanto como el precio.',
        ],
        imageAlt: 'Una camioneta de servicio frente a una casa con paneles solares en el techo.',
      },
      {
        header: 'Nuestra cotización, para comparar',
        paragraphs: [
          'Calculamos el sistema con los datos de su medidor, especificamos cada componente y mostramos el precio por watt. Nuestras propias cuadrillas instalan en 1-3 días. Si la otra cotización es mejor trato, se lo diremos.',
        ],
        imageAlt: 'Una casa estilo rancho con paneles solares en el techo y una batería en la pared lateral.',
      },
    ],
    form: {
      heading: 'Pida una segunda cotización para comparar',
      text: 'Cuéntenos de su casa y, si quiere, lo que ofrece la otra cotización. Le mandamos la nuestra en los mismos términos para que la comparación sea justa.',
      points: ['Sin afiliación con Sanova', 'Equipo y precio por watt por escrito', 'Sin presión y sin compromiso'],
    },
  },
});
