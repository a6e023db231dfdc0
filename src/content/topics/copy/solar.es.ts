import {
  endDate,
  firstYearWithout,
  gasPercentOf,
  homeownerCreditLastYear as lastYear,
  incentiveSentences,
  longDate,
  orEndDate,
  percentOf,
} from '@/content/facts/incentive-text.es';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import * as en from '@/content/topics/copy/solar';
import type { TopicTemplate } from '@/content/topics/types';
import { twinTopics } from '@/content/topics/twin';
import { callbackPeriod } from '@/content/callback';

const { fed25d, fed30c, fed48e, care, fera } = incentives;

/** Solar topics in Spanish: installer, contractor, whole-home plan, tax credits. */
export const solarTopics: readonly TopicTemplate[] = twinTopics(en.solarTopics, {
  'solar-installer': {
    title: 'Instalador solar NEM 3.0 en {location}',
    description:
      'Instalador solar en {location}: diseño según su medidor, instalación en 1-3 días y trámites de interconexión con {utility}.',
    keywords: [
      'instalador solar {location}',
      'paneles solares {location}',
      'paneles solares para casa {location} CA',
      'paneles solares NEM 3.0',
    ],
    serviceName: 'Instalación de paneles solares residenciales',
    hero: {
      eyebrow: 'Instalador solar para {location}',
      heading: 'Paneles solares para casas de {location}, calculados con su propio consumo',
      lead: 'Calculamos cada sistema con doce meses de su consumo, lo instalamos en 1-3 días y seguimos siendo su contacto durante los 25 años de garantía de los paneles.',
      imageAlt:
        'Una casa estilo rancho de un piso con paneles solares en todo el techo y una batería en la pared lateral, bajo el sol bajo de la tarde.',
    },
    sections: [
      {
        header: 'Un sistema a la medida de su factura, no de una cuota de ventas',
        paragraphs: [
          'Con NEM 3.0, la energía que usted manda a la red vale mucho menos que la que compra, así que un sistema demasiado grande ya no conviene. Revisamos su consumo de los últimos doce meses, vemos a qué horas usa más y calculamos el sistema para cubrir lo que de verdad consume.',
          'Cuánto ahorra una casa en {location} depende del techo, de la sombra y de qué parte de su consumo cae en el horario pico de 4 a 9 p.m., así que su propuesta muestra el ahorro sobre sus propias facturas.',
        ],
        imageAlt: 'El techo de una casa cubierto de paneles solares azules, con el sol detrás.',
      },
      {
        header: 'Hecho para el clima de aquí',
        paragraphs: [
          '{terrainNote} Escogemos paneles con un coeficiente de temperatura bajo, soportes de montaje aprobados para el viento y el clima de su domicilio, y tubería (conduit) y conectores hechos para aguantar años de sol y polvo.',
          'Los buenos paneles pierden alrededor del 0.5% de su producción cada año. Esa es la cifra que ponemos en su estimado de producción, así que el año 20 queda planeado desde el primer día.',
        ],
      },
      {
        header: 'Nosotros nos encargamos de permisos, inspección y trámites con {utility}',
        paragraphs: [
          'Sacamos el permiso del condado o de la ciudad, recibimos al inspector en su casa y presentamos la solicitud de interconexión. {utilityNote} Usted tiene un solo gerente de proyecto que le dice cómo va todo, sin que tenga que andar detrás de nadie.',
        ],
        bullets: [
          'Visita a su casa y revisión del techo',
          'Diseño y permiso: normalmente 2-4 semanas',
          'Instalación: 1-3 días',
          'Inspección y permiso para operar: todo el proceso toma 2-3 meses',
        ],
        imageAlt:
          'Tres electricistas con casco y chaleco de seguridad frente a un sistema de paneles solares; uno de ellos sostiene una tableta.',
      },
      {
        header: 'Precios que puede comparar renglón por renglón',
        paragraphs: [
          'Cada propuesta muestra el precio por watt, los modelos de paneles e inversor y la producción esperada, para que pueda compararla de forma justa.',
          `Pague al contado o financie con un préstamo solar de 5 a 20 años; también le explicamos cómo funcionan los arrendamientos (leases) y los PPA (contratos de compra de energía), para que decida con toda la información. ${incentiveSentences.exclusionDeadline}`,
        ],
        imageAlt:
          'Una camioneta de servicio blanca con una franja ámbar y una escalera en el techo, estacionada frente a una casa con paneles solares.',
      },
    ],
    form: {
      heading: 'Pida una cotización solar para su casa en {location}',
      text: `Mándenos algunos datos y un estimador le devolverá la llamada en ${callbackPeriod.es}. Si puede, tenga a la mano una factura de luz reciente.`,
      points: [
        'Revisión del diseño sin presiones',
        'Estimado de producción con su propio consumo',
        'Precio por escrito, con el equipo especificado',
      ],
    },
  },
  'solar-contractor': {
    title: 'Contratista solar con licencia en {location}',
    description:
      'Contratista eléctrico y solar con licencia para casas, ranchos y negocios de {location}, con permisos e inspecciones a nuestro cargo.',
    keywords: [
      'contratista solar {location}',
      'compañía solar con licencia {location}',
      'energía solar comercial {location}',
      'contratista eléctrico C-10',
    ],
    serviceName: 'Contratista eléctrico y solar',
    hero: {
      eyebrow: 'Contratista solar para {location}',
      heading: 'Contratista solar con licencia en {location}, de principio a fin',
      lead: 'La energía solar es, antes que nada, trabajo eléctrico. Nuestros electricistas diseñan e instalan cada sistema bajo nuestra licencia C-10, desde el techo de un garaje hasta una bodega.',
      imageAlt: 'Una bodega de techo plano con filas de paneles solares inclinados.',
    },
    sections: [
      {
        header: 'Qué revisar antes de firmar con cualquier contratista',
        paragraphs: [
          'Pida el número de licencia del contratista y búsquelo en el sitio web de la junta estatal de licencias de contratistas (CSLB): ahí aparecen la clasificación, la fianza y cualquier queja. Pregunte quién se va a subir a su techo: empleados de la compañía o un subcontratista al que usted nunca ha visto.',
        ],
        bullets: [
          'Una licencia activa de electricista (C-10) o de energía solar (C-46)',
          'Seguro de compensación para trabajadores (workers’ comp) para todos en la obra',
          'Garantía de mano de obra por escrito',
          'Un gerente de proyecto asignado, con nombre y apellido',
        ],
        imageAlt: 'Tres electricistas con casco y chaleco de seguridad frente a un sistema de paneles solares.',
      },
      {
        header: 'Trabajo eléctrico conforme al código y etiquetado para el inspector',
        paragraphs: [
          'La mayoría de los problemas solares que nos llaman a arreglar son eléctricos: cables demasiado delgados, un panel principal que no aguanta la corriente que le regresa el sistema solar (backfeed), conexiones flojas que se recalientan con el calor del verano. Apretamos cada conexión al torque correcto, etiquetamos cada circuito y tomamos fotos del trabajo antes de taparlo.',
          'Si su panel principal es demasiado chico para los paneles solares, se lo decimos desde el principio y le cotizamos el cambio, en lugar de descubrirlo el día de la instalación.',
        ],
        imageAlt: 'Un panel eléctrico principal de una casa, abierto, con sus breakers, junto al medidor de la compañía de luz.',
      },
      {
        header: 'Casas, talleres, ranchos y techos comerciales',
        paragraphs: [
          'En la zona de {location} instalamos en casas, talleres aparte, cocheras (carports), edificios agrícolas y techos comerciales. Los sistemas comerciales se calculan tomando en cuenta los cargos por demanda además del consumo de energía, y eso cambia el tamaño y la orientación que más convienen.',
          '{utilityNote} Nos encargamos de la interconexión y, en los sistemas más grandes, de los estudios de la compañía de luz que vienen con ella.',
        ],
        imageAlt: 'Filas de paneles solares inclinados sobre un techo comercial plano.',
      },
      {
        header: 'Aquí seguimos después de la instalación',
        paragraphs: [
          'Los paneles tienen una garantía de 25 años, y alguien tiene que contestar el teléfono durante todos esos años. Monitoreamos los sistemas que instalamos, le llamamos cuando baja la producción y mandamos a las mismas cuadrillas a dar el servicio.',
          '{driveNote} Pídanos nombres de clientes cerca de usted que le cuenten cómo les fue.',
        ],
        imageAlt: 'Una camioneta de servicio estacionada frente a una casa con paneles solares en el techo.',
      },
    ],
    form: {
      heading: 'Hable con un contratista con licencia sobre su proyecto',
      text: `Díganos qué quiere construir o arreglar en {location}. Le respondemos en ${callbackPeriod.es} con los siguientes pasos y, cuando sirve, una visita a su propiedad.`,
      points: [
        'Trabajo hecho bajo nuestra licencia C-10',
        'Visita gratis para la mayoría de los proyectos',
        'Alcance y precio por escrito',
      ],
    },
  },
  'home-energy': {
    title: 'Plan de energía para su casa en {location}',
    description:
      'Un solo plan para su casa en {location}: paneles solares, batería de respaldo, capacidad del panel y carga de vehículo eléctrico, diseñados juntos.',
    keywords: [
      'energía para el hogar {location}',
      'plan de energía para toda la casa',
      'paneles solares y batería {location}',
      'electrificación del hogar {location}',
    ],
    serviceName: 'Planeación e instalación de energía para el hogar',
    hero: {
      eyebrow: 'Energía para el hogar en {location}',
      heading: 'Un solo plan de energía para toda su casa en {location}',
      lead: 'Paneles solares, una batería, un panel eléctrico más grande, un cargador para vehículo eléctrico, una bomba de calor: cada uno cambia a los demás. Los planeamos juntos para que solo tenga que abrir las paredes una vez.',
      imageAlt: 'Una casa estilo rancho con paneles solares en el techo y una batería en la pared lateral, al atardecer.',
    },
    sections: [
      {
        header: 'Empiece por cómo usa la electricidad su casa',
        paragraphs: [
          'Revisamos un año de su consumo hora por hora: cuándo trabaja el aire acondicionado, cuándo se carga el carro, cuándo arranca la bomba de la alberca. Eso nos dice qué mejora ahorra más primero, y en qué orden deben seguir las demás.',
          '{utilityNote} Los planes por horario de uso (time-of-use) de PG&E y de SCE cobran más caro de 4 a 9 p.m., así que sacar consumo de esas horas es parte de cada plan que hacemos.',
        ],
        imageAlt: 'Una factura de luz con una gráfica de barras del consumo mensual junto a un medidor.',
      },
      {
        header: 'Primero, haga espacio en el panel principal',
        paragraphs: [
          'Muchas casas construidas antes de los años 90 tienen un panel principal de 100 A. Los paneles solares, un cargador de nivel 2 y una bomba de calor juntos pueden rebasar su capacidad. Calculamos la carga, y donde no hace falta cambiar a un panel de 200 A, usamos paneles inteligentes o control de carga para evitarlo.',
        ],
        imageAlt: 'Un panel eléctrico principal abierto junto al medidor de luz.',
      },
      {
        header: 'Paneles solares y batería que trabajan como un solo sistema',
        paragraphs: [
          'Con NEM 3.0, una batería guarda la energía solar del mediodía para el horario pico de la tarde, en lugar de exportarla por un crédito pequeño. Calculados juntos, los paneles y la batería bajan la factura más que los paneles solos, y mantienen la luz prendida cuando se cae la red.',
          '{terrainNote} Calculamos la batería para los apagones que a usted de verdad le tocan, no solo para ahorrar en la factura.',
        ],
        imageAlt: 'Dos baterías para casa montadas en la pared de un garaje, con un gateway conectado por tubería (conduit).',
      },
      {
        header: 'Listo para su próximo carro',
        paragraphs: [
          'Aunque el vehículo eléctrico llegue dentro de un año, podemos tender el circuito mientras las paredes están abiertas y se está trabajando en el panel. Cuesta mucho menos ahora que como un trabajo aparte más adelante.',
        ],
        bullets: [
          'Carga de nivel 2 en un circuito dedicado de 240 V',
          'Carga programada fuera del horario pico de 4 a 9 p.m.',
          'Espacio en el plan para un segundo vehículo',
        ],
        imageAlt: 'Un carro eléctrico conectado a un cargador de pared en el garaje de una casa.',
      },
    ],
    form: {
      heading: 'Planee las mejoras de energía de su casa en {location}',
      text: 'Cuéntenos qué tiene en mente, desde una sola mejora hasta todas. Le sugerimos el orden que más ahorra y menos cuesta.',
      points: [
        'Un plan, una cuadrilla y, cuando se puede, un solo permiso',
        'Cálculo de carga incluido',
        'Le explicamos contado, préstamo, arrendamiento (lease) o PPA',
      ],
    },
  },
  'solar-tax-credits': {
    title: `Crédito fiscal solar en {location} tras ${lastYear}`,
    description: `El crédito solar para propietarios terminó con ${lastYear}. En {location} quedan leases, CARE, FERA, DAC-SASH y la exclusión del impuesto a la propiedad.`,
    keywords: [
      'crédito fiscal solar {location}',
      `crédito fiscal solar terminó ${lastYear}`,
      'crédito fiscal arrendamiento solar',
      'reembolso SGIP batería {location}',
    ],
    serviceName: 'Instalación solar con orientación sobre incentivos',
    hero: {
      eyebrow: 'Incentivos solares en {location}',
      heading: 'El crédito solar para propietarios terminó. Esto es lo que queda en {location}',
      lead: `La Public Law 119-21 puso fin al crédito federal para paneles solares y baterías de casa terminados después del ${endDate(fed25d)}. Estos son los datos vigentes al ${longDate(incentivesAsOf)}, y lo que significan para una casa en {location}.`,
      imageAlt: 'El techo de una casa con paneles solares bajo el sol de la tarde.',
    },
    sections: [
      {
        header: 'Qué terminó y cuándo',
        paragraphs: [
          `El crédito por energía limpia residencial (sección ${fed25d.code} del código fiscal federal) le devolvía el ${percentOf(fed25d)} del costo de los paneles solares y las baterías de su casa. No se permite para gastos hechos después del ${endDate(fed25d)}, y el IRS cuenta un gasto como hecho cuando la instalación está terminada, así que un sistema terminado en ${firstYearWithout(fed25d)} no recibe nada, aunque el contrato se haya firmado antes.`,
          `Si su sistema se terminó en ${lastYear} o antes, el crédito se sigue reclamando en la declaración de ese año, y la parte que no pudo usar pasa a los años siguientes. El crédito para cargadores de vehículos eléctricos (sección ${fed30c.code}) también terminó, para los cargadores puestos en servicio después del ${endDate(fed30c)}.`,
        ],
        imageAlt: 'Una factura y un medidor que ilustran los costos de energía de una casa.',
      },
      {
        header: 'Arrendamiento (lease) o PPA: el crédito es para la compañía',
        paragraphs: [
          `Una compañía de arrendamiento o un proveedor de PPA es un negocio, y un negocio todavía puede reclamar el crédito a la inversión en electricidad limpia (sección ${fed48e.code}) por un sistema suyo instalado en su techo, si el sistema se pone en servicio a más tardar el ${orEndDate(fed48e)} y cumple los nuevos límites sobre piezas de entidades extranjeras de interés (foreign entities of concern). Usted no lo reclama; la compañía decide cuánto de ese crédito llega a su tarifa.`,
          'Compare un arrendamiento por el precio por kilowatt-hora del primer año, el aumento anual y las condiciones para comprar el sistema (buyout), contra el precio al contado o con préstamo del mismo sistema, y pregunte qué pasa si la compañía no puede reclamar su crédito.',
        ],
        imageAlt: 'Una casa estilo rancho con paneles solares en el techo y una batería en la pared lateral.',
      },
      {
        header: 'Lo que queda para las casas de {location}',
        paragraphs: [
          `{utilityNote} ${incentiveSentences.sgipStatus}`,
          `CARE da un descuento de ${percentOf(care)} en la factura de luz y de ${gasPercentOf(care)} en la de gas, y FERA da un descuento de ${percentOf(fera)} en la factura de luz. Los propietarios que califican por ingresos en una comunidad desfavorecida pueden recibir paneles solares sin costo a través de DAC-SASH, un programa que administra GRID Alternatives.`,
        ],
        bullets: [
          incentiveSentences.sgipShort,
          `Descuentos de CARE (${percentOf(care)}) y FERA (${percentOf(fera)}) en la factura`,
          'DAC-SASH: paneles solares sin costo para propietarios que califican por ingresos',
          incentiveSentences.exclusionShort,
        ],
        imageAlt: 'Baterías para casa montadas en la pared, con su gateway.',
      },
      {
        header: 'Qué hacer ahora',
        paragraphs: [
          'Cotice un sistema que vaya a ser suyo sin ningún crédito federal: una cotización que todavía le resta uno está desactualizada. Calcúlelo para sus propias tardes y noches de verano, porque con la facturación neta (net billing) el ahorro viene de la energía que usted usa, no de la que exporta.',
          'Después del permiso para operar, usted recibe una factura detallada con el equipo, la mano de obra y la fecha de puesta en servicio, para sus archivos, para su aseguradora y para quien le prepara los impuestos. No somos asesores fiscales, y le diremos cuándo una pregunta le corresponde a uno.',
        ],
        imageAlt: 'Una cuadrilla de instalación frente a un sistema de paneles solares; uno de ellos sostiene una tableta.',
      },
    ],
    form: {
      heading: 'Pida una cotización con las reglas de hoy',
      text: 'Pida una cotización y le mostramos el precio completo, cualquier programa para el que pueda calificar, y las opciones de contado, préstamo y arrendamiento lado a lado.',
      points: ['Factura detallada', 'Préstamos de 5 a 20 años', 'Sin compromiso'],
    },
  },
});
