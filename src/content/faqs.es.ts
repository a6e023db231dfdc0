import type { FaqGroup } from '@/content/types';
import { charging, milesPerHour } from '@/content/facts/charging';

/**
 * The FAQ page in Spanish (docs/behaviour.md#faq-accordion): the same three groups and answers as
 * the English faqs.ts, in the same order.
 */
export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Energía solar',
    items: [
      {
        question: '¿Cuánto puedo ahorrar de verdad con energía solar en Kern County?',
        answer:
          'Depende de cuánta electricidad usa mientras hay sol, de su plan de tarifa, de su techo y de si agrega una batería. Dimensionamos cada sistema con sus últimos 12 meses de consumo de PG&E o SCE, así que el cálculo que le damos se basa en su propio medidor, no en una casa promedio.',
      },
      {
        question: '¿Qué cambió con NEM 3.0, y todavía vale la pena la energía solar?',
        answer:
          'Desde abril de 2023, los nuevos clientes solares de PG&E y SCE están en el Net Billing Tariff (tarifa de facturación neta), al que casi todos llaman NEM 3.0. La electricidad que usted manda a la red ahora vale mucho menos que el precio que usted paga por la electricidad que toma de ella, especialmente en las tardes de verano. La energía solar todavía se paga sola, pero el diseño cambió: dimensionamos los sistemas para cubrir lo que usted consume y no para exportar, y muchas veces los combinamos con una batería que guarda la energía del mediodía para las horas caras de la tarde y la noche.',
      },
      {
        question: '¿Necesito una batería con mi sistema solar?',
        answer:
          'No siempre, pero con NEM 3.0 muchas veces la batería es lo que hace que los números salgan. Pasa su energía solar al horario pico de 4 a 9 pm, mantiene funcionando sus luces, su refrigerador y su bomba de pozo durante un apagón, y puede calificar para un reembolso de SGIP, el incentivo que queda para baterías de casa ahora que terminó el crédito federal. Si usted consume más que nada de día o tiene un contrato anterior de NEM 2.0, puede que le digamos que no la compre, y se lo ponemos por escrito.',
      },
      {
        question: '¿Mis paneles solares funcionan durante un apagón?',
        answer:
          'No por sí solos. Por la seguridad de las cuadrillas que trabajan en las líneas, un sistema conectado a la red se apaga cuando se cae la red, aunque haga sol. Con una batería y un gateway de respaldo, su casa se desconecta de la red automáticamente y los paneles siguen recargando la batería durante el día, así que puede aguantar apagones de varios días y los cortes preventivos de luz por seguridad pública (PSPS).',
      },
      {
        question: '¿Cuánto duran los paneles solares con el calor del Valle?',
        answer:
          'Los paneles que instalamos tienen una garantía de 25 años y pierden solo alrededor del 0.5% de su producción por año, así que después de 25 años todavía producen cerca del 88% de lo que producían el primer día. El calor baja un poco la producción en las tardes de 105 grados, y eso lo tomamos en cuenta en el diseño: dejamos un espacio de aire debajo de los paneles y usamos módulos que aguantan el calor. Aun así, con los días largos de verano, junio y julio siguen siendo sus mejores meses.',
      },
      {
        question: '¿Qué es la factura de liquidación anual (true-up) y cómo evito una sorpresa?',
        answer:
          'Con energía solar, PG&E y SCE le cobran sus cargos de energía una vez al año, en su true-up (la liquidación anual). Durante el año usted paga cargos mensuales pequeños, y el saldo entre lo que consumió y lo que exportó se cobra en una sola factura. Las sorpresas pasan cuando el consumo sube, por ejemplo después de agregar un vehículo eléctrico o una bomba de alberca. Revise su estado de cuenta cada mes, vaya abonando al saldo y llámenos si sigue subiendo: agregar paneles o una batería muchas veces sale más barato que la factura.',
      },
    ],
  },
  {
    title: 'Servicios eléctricos',
    items: [
      {
        question: '¿Necesito actualizar mi panel principal para tener energía solar, una batería o un cargador para vehículo eléctrico?',
        answer:
          'Muchas casas antiguas de Bakersfield tienen un panel de 100 amperios, o uno de 200 amperios con una barra colectora (busbar) chica que no aguanta un breaker solar grande. Hacemos un cálculo de carga en la visita. A veces se puede evitar la actualización bajando la capacidad del breaker principal (derate), con una conexión del lado del suministro o con un controlador de carga inteligente; cuando la respuesta correcta es un panel nuevo de 200 amperios, coordinamos el corte y la reconexión con PG&E o SCE y nos encargamos del permiso.',
      },
      {
        question: '¿Qué tan rápido pueden atender una emergencia eléctrica?',
        answer:
          'Nuestra línea de emergencia se contesta 24/7, y el electricista de guardia sale desde Bakersfield; el despachador le dice cuánto tardará el viaje hasta donde está usted. Se consideran emergencias un olor a quemado o un contacto chamuscado, un panel caliente o que zumba, chispas, agua cerca de equipo eléctrico, o que se vaya la luz por completo en una bomba agrícola o un negocio mientras la compañía de luz no reporta ningún apagón. Si ve fuego o humo, llame primero al 911.',
      },
      {
        question: '¿Ustedes sacan los permisos y se encargan de las inspecciones?',
        answer:
          'Sí, en cada trabajo que lo requiere. Hacemos el trámite con la Ciudad de Bakersfield, con Kern County o con la ciudad donde esté su propiedad, recibimos al inspector en el sitio y nos aseguramos de que el trabajo cumpla con el California Electrical Code (el código eléctrico de California) vigente y con las normas de energía de Title 24. El trabajo eléctrico sin permiso puede anular su seguro y atrasar la venta de una casa, así que no nos saltamos este paso.',
      },
      {
        question: '¿Pueden instalar un cargador de Nivel 2 para vehículo eléctrico en mi garaje?',
        answer: `Sí. Un cargador de Nivel 2 (Level 2) necesita un circuito dedicado de 240 voltios, normalmente de 40 a 60 amperios, y agrega unas ${milesPerHour(charging.level2on40, 'es')} millas de autonomía por cada hora de carga en un circuito de 40 amperios, hasta unas ${charging.level2on60.value.high} con 60 amperios si el carro lo acepta. Primero revisamos la capacidad de su panel, instalamos el cargador y el circuito con permiso, y podemos programar la carga para las horas de menor demanda en una tarifa por horario de uso (time-of-use), algo que cuenta más que nada para los clientes solares con NEM 3.0.`,
      },
      {
        question: '¿Trabajan en ranchos, campos petroleros y edificios comerciales?',
        answer:
          'Sí. Además de casas, nuestras cuadrillas hacen la instalación eléctrica de bombas de riego y variadores de frecuencia (VFD), servicios trifásicos, talleres y cuartos fríos a lo largo del Valle; hacen obra nueva, adaptaciones de locales para inquilinos (tenant improvements) y remodelaciones para negocios; y dan servicio en los campos petroleros (leases) de Kern County con cuadrillas capacitadas en las reglas de seguridad que esos sitios exigen. Los clientes comerciales y agrícolas reciben un recorrido gratis de la obra (job walk) y un alcance del trabajo por escrito antes de empezar.',
      },
    ],
  },
  {
    title: 'Instalación y mantenimiento',
    items: [
      {
        question: '¿Cuánto tarda la instalación?',
        answer:
          'La instalación en sí toma de 1 a 3 días en la mayoría de las casas. El proceso completo, desde que firma el contrato hasta el día en que puede encender el sistema, normalmente toma de 2 a 3 meses: unas dos semanas para el diseño final y la ingeniería, de dos a seis semanas para el permiso de construcción y la inspección, y luego el permiso para operar de la compañía de luz. Damos seguimiento a cada paso y le decimos cómo va.',
      },
      {
        question: '¿Instalar paneles solares le hace daño a mi techo?',
        answer:
          'No, si se hace bien. Cada anclaje en el techo lleva tapajuntas (flashing) y sellador, en los techos de teja cambiamos las tejas quebradas en vez de dejarlas así, y fotografiamos cada perforación antes de que los paneles la tapen. Si a su techo le quedan menos de unos 10 años de vida, se lo decimos antes de que firme, porque quitar y volver a instalar los paneles más adelante cuesta más que cambiar el techo primero.',
      },
      {
        question: '¿Tengo que limpiar mis paneles?',
        answer:
          'En el Valle, normalmente sí, una o dos veces al año. El polvo de los campos, la temporada de cosecha y los veranos secos pueden bajar la producción unos cuantos puntos porcentuales, y más cerca de huertas y caminos de tierra. Enjuáguelos con la manguera temprano en la mañana, mientras el vidrio está fresco, y nunca use una hidrolavadora ni se suba usted mismo a un techo inclinado. Podemos agregar una limpieza a una visita de mantenimiento.',
      },
      {
        question: '¿Qué mantenimiento necesita un sistema solar con batería?',
        answer:
          'Muy poco. Mantenga el monitoreo en línea para que las fallas se vean rápido, mantenga las ventilas del inversor y de la batería libres de cajas y polvo, y revise el sistema una vez al año. Cada pocos años recomendamos una inspección de las conexiones, la tubería (conduit) y los anclajes del techo, especialmente después de vientos fuertes. La mayoría de los inversores y baterías tienen sus propias garantías de varios años, y nosotros tramitamos los reclamos para nuestros clientes.',
      },
      {
        question: '¿Qué pasa si mi app de monitoreo deja de actualizarse?',
        answer:
          'Casi seguro sus paneles siguen produciendo; lo normal es que el gateway haya perdido la conexión Wi-Fi después de un cambio de router o de contraseña. Nuestra guía para reconectar el Wi-Fi, en el blog, le explica paso a paso cómo volver a conectarlo en unos 15 minutos. Si la app muestra cero producción en un día soleado, o un código de error, mejor llámenos.',
      },
    ],
  },
];
