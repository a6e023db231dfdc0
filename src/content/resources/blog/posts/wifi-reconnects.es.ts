// One blog post, whole, in Spanish: the twin of content/resources/blog/posts/wifi-reconnects.ts.
import { incentives } from '@/content/facts/incentives.es';
import { summary as enSummary } from '@/content/resources/blog/posts/wifi-reconnects';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

/** The Spanish post's address, /es/recursos/blog/reconectar-el-wifi-del-sistema-solar. */
export const slug = 'reconectar-el-wifi-del-sistema-solar';

/** /resources/blog/wifi-reconnects: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  ...enSummary,
  title: 'Guía para reconectar el Wi-Fi',
  excerpt:
    '¿Router, proveedor o contraseña de Wi-Fi nuevos? Sus paneles siguen produciendo, pero el monitoreo se apaga. Cómo reconectar su gateway en unos 15 minutos.',
  category: 'Guía práctica',
  metaTitle: 'Guía Wi-Fi: vuelva a conectar su monitoreo solar',
  keywords: ['monitoreo solar sin conexión', 'reconectar inversor al Wi-Fi', 'gateway de batería Wi-Fi', 'app solar no se actualiza'],
  image: {
    ...enSummary.image,
    alt: 'Un gateway de monitoreo solar montado en la pared de un garaje junto al panel eléctrico principal, con ondas de señal Wi-Fi que llegan a un router en una repisa.',
  },
};

/** The article itself; loaded only when the post is opened. Same nodes, in the same order, as the English body. */
export const body: readonly ArticleNode[] = [
  {
    kind: 'p',
    text: 'Cada semana recibimos la misma llamada: "Mi app solar dejó de actualizarse. ¿Se descompuso mi sistema?" Nueve de cada diez veces el sistema está bien. En la casa pusieron un router nuevo, cambiaron de proveedor de internet o cambiaron la contraseña del Wi-Fi, y la pequeña computadora que reporta su producción perdió la conexión.',
  },
  {
    kind: 'p',
    text: 'Esta guía le explica paso a paso cómo reconectarla usted mismo. Funciona con la mayoría de los sistemas de inversores y baterías que instalamos y a los que damos servicio en Kern County, porque casi todos siguen el mismo patrón: un gateway (puerta de enlace) que se conecta a la red de su casa, y una app del fabricante que le dice a qué red conectarse.',
  },
  { kind: 'h2', text: 'Primero, la buena noticia: sus paneles siguen funcionando' },
  {
    kind: 'p',
    text: 'Un sistema solar conectado a la red no necesita internet para producir electricidad. El inversor sigue convirtiendo la luz del sol y su medidor la sigue contando, con o sin Wi-Fi. Lo que usted pierde es la visibilidad: la app, los correos diarios de producción y nuestra capacidad de detectar una falla a distancia.',
  },
  {
    kind: 'p',
    text: `La mayoría de los gateways también guardan varios días de lecturas en su memoria y las suben cuando vuelven a estar en línea, así que una desconexión corta normalmente no deja huecos en su historial. Aun así, no lo deje pasar por meses. Con NEM 3.0, una cadena (string) de paneles que deja de producir sin que nadie lo note en verano es la que más le cuesta: en verano es cuando sus paneles cargan con el aire acondicionado, y los créditos por exportación son más altos en ${incentives.nbt.rule.peakValue}. Sin monitoreo, usted se entera hasta el true-up (la liquidación anual).`,
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Las baterías son la excepción que conviene conocer',
    text: 'Una batería de casa sigue funcionando con el último horario que tiene guardado aunque no haya internet, y aun así respalda su casa durante un apagón. Pero no puede recibir horarios de tarifas actualizados, alertas de tormenta (storm watch) ni correcciones de firmware hasta que vuelva a estar en línea. Si tiene batería, reconéctela el mismo día.',
  },
  { kind: 'h2', text: 'Lo que necesita antes de empezar' },
  {
    kind: 'ul',
    items: [
      'El nombre y la contraseña de su nueva red Wi-Fi, escritos exactamente igual (las mayúsculas y los símbolos cuentan).',
      'Un teléfono con la app de monitoreo o de instalador del fabricante, con la sesión iniciada en su cuenta.',
      'Quince minutos parado cerca del gateway, no en la recámara del fondo.',
      'La etiqueta del gateway, o la que está por dentro de su tapa: el número de serie y, en muchos modelos, un nombre de red y una contraseña de configuración.',
    ],
  },
  { kind: 'h2', text: 'Paso 1: encuentre su gateway' },
  {
    kind: 'p',
    text: 'El aparato que se conecta al Wi-Fi no siempre es el inversor. En los sistemas que vemos por Bakersfield, normalmente es una de tres cosas:',
  },
  {
    kind: 'ul',
    items: [
      'Una caja de comunicaciones o gateway cerca de su panel eléctrico principal, muchas veces en la pared del garaje o en la pared de afuera junto al medidor.',
      'El propio inversor, cuando tiene una tarjeta de Wi-Fi integrada. Busque una antenita o una luz de estado marcada con el símbolo de Wi-Fi.',
      'Un gateway o controlador de batería, por ejemplo el gateway que viene con un sistema Tesla Powerwall 3 o el controlador de un sistema Enphase IQ Battery 5P o FranklinWH aPower.',
    ],
  },
  {
    kind: 'p',
    text: 'Anote el modelo y el número de serie. Si no está seguro de cuál caja es, su paquete de instalación o nuestra hoja de entrega lo dice, y nuestra oficina se lo puede decir por teléfono.',
  },
  { kind: 'h2', text: 'Paso 2: revise su router antes de tocar el gateway' },
  {
    kind: 'p',
    text: 'La mayoría de las fallas al reconectar son por la configuración del router, no por el equipo solar. Revise primero estas tres cosas:',
  },
  {
    kind: 'ol',
    items: [
      'Asegúrese de que exista una red de 2.4 GHz. Muchos gateways no pueden ver las redes de 5 GHz. Los routers nuevos y los sistemas mesh muchas veces juntan las dos bandas con un solo nombre; eso normalmente funciona, pero si el gateway no encuentra su red, active una red aparte de 2.4 GHz en la app del router mientras hace la configuración.',
      'Use seguridad WPA2 o mixta WPA2/WPA3. Algunos gateways no se pueden conectar a una red configurada solo con WPA3.',
      'No use una red de invitados ni una red con página de inicio de sesión. Las redes de invitados muchas veces impiden que los aparatos se comuniquen entre sí, y los gateways no pueden pasar una pantalla de inicio de sesión.',
    ],
  },
  { kind: 'h2', text: 'Paso 3: ponga el gateway en modo de configuración' },
  {
    kind: 'p',
    text: 'Casi todos los gateways modernos abren una red Wi-Fi temporal propia para que su teléfono se comunique directamente con ellos. Según el modelo, esto se activa tocando un botón de configuración o "AP" en el gateway, eligiendo "Conectar a Wi-Fi" ("Connect to Wi-Fi") o "Configuración de red" ("Network settings") en la app, o apagando y prendiendo el gateway por un momento. La luz de estado normalmente cambia de color o empieza a parpadear cuando el modo de configuración está activo, y muchas veces se queda así de 15 a 30 minutos.',
  },
  {
    kind: 'callout',
    tone: 'warning',
    title: 'No se meta al panel',
    text: 'Nunca abra el panel principal, la tapa del inversor ni el gabinete de una batería para llegar a un botón o a un breaker. Si la app le pide reiniciar el gateway y la única forma es con un breaker dentro de un panel cerrado, llámenos. Solo mueva un breaker que esté por fuera del panel y que tenga una etiqueta clara del gateway o del sistema solar.',
  },
  { kind: 'h2', text: 'Paso 4: conecte su teléfono y elija su red' },
  {
    kind: 'ol',
    items: [
      'En su teléfono, abra la configuración de Wi-Fi y conéctese a la red de configuración del gateway. Su nombre normalmente incluye el nombre del fabricante o parte del número de serie; la contraseña está en la etiqueta.',
      'Regrese a la app del fabricante y siga su paso de red. Ahí aparecen las redes que el gateway puede ver.',
      'Elija la red de su casa, escriba la contraseña con cuidado y confirme.',
      'Espere. El gateway puede tardar dos o tres minutos en conectarse, y su teléfono puede volver solo a la red de su casa.',
    ],
  },
  {
    kind: 'p',
    text: 'Si su red no aparece en la lista, el gateway no la alcanza a captar. Revise que la banda de 2.4 GHz esté activada y luego pase a la sección sobre la señal, más abajo.',
  },
  { kind: 'h2', text: 'Paso 5: o sáltese el Wi-Fi y use un cable' },
  {
    kind: 'p',
    text: 'Muchos gateways tienen un puerto Ethernet, y un cable es la conexión más confiable que les puede dar: no hay contraseñas que actualizar ni señal que perder. Si el router está lejos del garaje, un par de adaptadores powerline lleva la red por el cableado eléctrico de su casa. Conecte uno cerca del router y el otro cerca del gateway, ponga un cable corto a cada uno, y la mayoría de los gateways se cambian solos a esa conexión. Es lo que les recomendamos a quienes cambian de router seguido.',
  },
  { kind: 'h2', text: 'Paso 6: confirme que esté reportando' },
  {
    kind: 'ul',
    items: [
      'La luz de estado del gateway cambia a su color de "conectado" en unos minutos (la app o la etiqueta explican los colores).',
      'La app muestra una lectura actual en 15 a 30 minutos. En algunos sistemas, la primera actualización espera al siguiente intervalo de reporte.',
      'Las horas que faltan de ayer se van llenando durante el día siguiente, conforme el gateway sube lo que guardó.',
    ],
  },
  { kind: 'h2', text: 'Cuando el problema es la señal' },
  {
    kind: 'p',
    text: 'Las casas del Valle son difíciles para el Wi-Fi. Las paredes de estuco con malla metálica, un garaje lleno de repisas de acero y un gateway montado dentro de un gabinete metálico pueden dejar la señal casi en nada, aun a 30 pies del router. Si el gateway se conecta y luego se desconecta cada tarde, esa suele ser la causa. El calor del verano en un garaje cerrado puede empeorarlo.',
  },
  {
    kind: 'ul',
    items: [
      'Revise la intensidad de la señal en la app, si la muestra. Cualquier cosa con menos de dos rayitas tiende a desconectarse.',
      'Suba el router y acérquelo al lado de la casa donde está el garaje, o agregue un nodo mesh o un repetidor a la vista del gateway.',
      'Use la opción de cable o de powerline de arriba; acaba con el problema para siempre.',
    ],
  },
  { kind: 'h2', text: 'Cuándo llamarnos' },
  { kind: 'p', text: 'Reconectar el Wi-Fi es algo que puede hacer usted mismo sin peligro. Estas cosas no:' },
  {
    kind: 'ul',
    items: [
      'El gateway no tiene ninguna luz encendida, o su red de configuración nunca aparece.',
      'La app se reconecta pero muestra cero producción en un día soleado, o una parte de los paneles marca mucho menos que el resto.',
      'El inversor o la batería muestran un código de error o de falla, o usted oye un zumbido o huele algo caliente.',
      'El sistema dejó de reportar justo después de otro trabajo eléctrico, de un cambio del panel principal o de una tormenta.',
      'Prefiere no hacerlo. Nuestros técnicos reconectan el monitoreo todos los días, y podemos conectar el gateway con cable mientras estamos ahí.',
    ],
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Nuestros clientes reciben ayuda por teléfono primero',
    text: 'Si nosotros instalamos su sistema o le damos servicio, llame a la oficina con su dirección y normalmente podemos ver lo último que reportó el gateway, decirle qué aparato revisar y quedarnos en la línea mientras lo reconecta. Si hace falta una visita, la agendamos esa misma semana.',
    action: { label: 'Contáctenos', href: '/contact' },
  },
];
