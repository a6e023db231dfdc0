import * as en from '@/content/privacy';
import type { ArticleNode } from '@/content/resources/blog/post';
import type { Localized } from '@/content/localized';
import { longDate } from '@/content/facts/incentive-text.es';
import { leadRetention } from '@/shared/privacy';
import { addressLines, site } from '@/shared/site';
import type { PageMeta } from '@/content/types';

/**
 * The privacy notice at /privacy in Spanish: a faithful translation of the English notice
 * (content/privacy.ts), which describes what the code does. Change both together.
 */
const months = leadRetention.value.months;
const monthsText = months === 1 ? '1 mes' : `${months} meses`;
const [street, cityLine] = addressLines();
const contactLine = `mándenos un correo electrónico a ${site.email}, llámenos al ${site.phone.display} o escríbanos por correo postal a ${street}, ${cityLine}`;

export const privacyPage: Localized<typeof en.privacyPage> = {
  eyebrow: 'Privacidad',
  heading: 'Aviso de privacidad',
  intro: `Cómo ${site.name} maneja los datos que usted envía por medio de este sitio web: qué recopilamos, para qué, quién los ve, cuánto tiempo los guardamos y cómo pedir que se los mostremos o que los borremos.`,
  effective: { label: 'Vigente desde', iso: en.privacyPage.effective.iso, text: longDate(en.privacyPage.effective.iso) },
  updated: { label: 'Última actualización', iso: en.privacyPage.updated.iso, text: longDate(en.privacyPage.updated.iso) },
  contactAction: { label: 'Escríbanos sobre sus datos', href: en.privacyPage.contactAction.href },
};

export const privacyBody: readonly ArticleNode[] = [
  { kind: 'h2', text: 'Quiénes somos' },
  {
    kind: 'p',
    text: `Somos ${site.name}, un contratista eléctrico y solar con domicilio en ${street}, ${cityLine}. ${site.legalName} opera este sitio web y es responsable de los datos que usted envía por medio de él. Para comunicarse con nosotros sobre privacidad, ${contactLine}.`,
  },
  { kind: 'h2', text: 'Qué recopilan nuestros formularios' },
  { kind: 'p', text: 'Solo sabemos de usted lo que escribe en uno de nuestros tres formularios:' },
  {
    kind: 'ul',
    items: [
      'Formulario de cotización (páginas de inicio, de contacto y de cada ciudad): nombre y apellido, correo electrónico, teléfono, el servicio que necesita y, si los da, su código postal, su compañía de luz, su recibo típico al mes, un mensaje y si quiere una copia por correo. Si marca esa casilla, le enviamos la copia una vez al correo que escribió, y una misma dirección recibe como máximo dos copias al día.',
      'Formulario de presupuesto gratis (páginas de servicios): nombre y apellido, teléfono, correo electrónico y, si nos los da, su código postal y las mejoras que le interesan.',
      'Solicitud de empleo (página de empleos): nombre completo, correo electrónico, teléfono, el puesto y, si lo agrega, un mensaje sobre su experiencia.',
    ],
  },
  {
    kind: 'p',
    text: 'Cada formulario también envía la dirección de la página en la que estaba, un número aleatorio que genera su navegador para que un formulario reenviado no se cuente dos veces, cuánto tiempo estuvo abierto el formulario y un campo oculto que solo llenan los robots de spam. Usamos esos datos para responderle y para mantener fuera el spam, y para nada más.',
  },
  { kind: 'h2', text: 'Lo que no recopilamos' },
  {
    kind: 'p',
    text: 'Este sitio no instala cookies ni ejecuta rastreadores de analítica, de publicidad ni de redes sociales; sus páginas, tipografías e imágenes vienen de nuestro propio servidor. El registro de nuestro servidor anota la hora, la página y el resultado de cada solicitud, nunca su dirección de internet ni lo que usted escribió. Para frenar avalanchas de mensajes, el servidor cuenta en memoria, durante diez minutos, los envíos de formularios por dirección de internet, y nunca anota esa dirección.',
  },
  { kind: 'h2', text: 'Para qué usamos sus datos' },
  {
    kind: 'ul',
    items: [
      'Para responder a su solicitud: devolverle la llamada o el correo, preparar una cotización o un presupuesto y agendar una visita.',
      'Para considerar su solicitud de empleo y comunicarnos con usted al respecto.',
      'Para llevar un registro del trabajo que cotizamos y hacemos, y para cumplir con nuestras obligaciones legales.',
    ],
  },
  {
    kind: 'p',
    text: 'No lo agregamos a ninguna lista de correo, y nunca usamos sus datos para publicidad.',
  },
  { kind: 'h2', text: 'Quién los recibe' },
  {
    kind: 'p',
    text: 'Su formulario llega a nuestro propio servidor, que lo envía por correo electrónico al buzón de nuestra oficina a través de nuestro proveedor de correo. Solo lo leen las personas de nuestra oficina que responden las cotizaciones o que se encargan de las contrataciones. Nuestro proveedor de hospedaje web y nuestro proveedor de correo manejan los datos solo para prestarnos esos servicios.',
  },
  {
    kind: 'p',
    text: 'No vendemos su información personal ni la compartimos para publicidad dirigida, en el sentido que la ley de California les da a esos términos. Solo se la damos a otros cuando la ley lo exige.',
  },
  { kind: 'h2', text: 'Cuánto tiempo los guardamos' },
  {
    kind: 'p',
    text: `El servidor guarda cada solicitud en su base de datos, con una copia del correo que envió, para que no se pierda nada mientras el correo no funciona. Borramos del servidor cada solicitud que tenga más de ${monthsText} de antigüedad, y con ella las copias del correo de la oficina. Las solicitudes de empleo siguen la misma regla. Si nos pide que borremos sus datos antes, lo hacemos.`,
  },
  { kind: 'h2', text: 'Lo que se queda en su dispositivo' },
  {
    kind: 'p',
    text: 'Si envía un formulario mientras no tiene conexión, su navegador lo guarda en este dispositivo (en su almacenamiento IndexedDB) y lo envía en cuanto usted vuelve a tener conexión; una vez que llega, la copia de su dispositivo se borra. Si alguna vez nuestro servidor rechaza un formulario guardado, el sitio lo conserva en su dispositivo para mostrarle lo que no se envió, hasta que usted lo descarte.',
  },
  {
    kind: 'p',
    text: 'Para poder abrirse sin conexión, el sitio también guarda en su navegador sus propias páginas, scripts, tipografías e imágenes. Nada de eso contiene sus datos. Si borra los datos de este sitio en la configuración de su navegador, se elimina por completo.',
  },
  {
    kind: 'p',
    text: 'Su navegador también recuerda algunos ajustes de este sitio, que nunca salen de su dispositivo: el idioma que eligió, los avisos que cerró, cuántas páginas abrió en esta pestaña y cuándo nos visitó por última vez, para ofrecerle instalar el sitio solo después de su primera página.',
  },
  { kind: 'h2', text: 'Sus opciones y derechos' },
  {
    kind: 'p',
    text: 'Los residentes de California pueden preguntarnos qué información personal tenemos sobre ellos, pedirnos que la corrijamos y pedirnos que la borremos. No lo trataremos de manera diferente por pedirlo. También puede nombrar a un agente autorizado para que haga la solicitud por usted.',
  },
  {
    kind: 'p',
    text: `Para hacer una solicitud, ${contactLine}. Confirmamos que es usted respondiendo al correo electrónico o llamando al número de teléfono que aparece en la solicitud; después le mandamos una copia o borramos la solicitud de nuestro servidor y de nuestro buzón, y le avisamos cuando esté hecho. Respondemos en un plazo de 45 días.`,
  },
  { kind: 'h2', text: 'Do Not Track y Global Privacy Control' },
  {
    kind: 'p',
    text: 'Como el sitio no rastrea a los visitantes, ni vende ni comparte información personal, una señal de Do Not Track (no rastrear) o de Global Privacy Control (control global de privacidad) de su navegador no cambia nada aquí: usted ya recibe ese trato.',
  },
  { kind: 'h2', text: 'Menores de edad' },
  {
    kind: 'p',
    text: 'Este sitio es para dueños de casa, negocios y personas que buscan empleo, no para menores de 16 años, y no recopilamos sus datos a sabiendas. Si un menor nos envió un formulario, comuníquese con nosotros y lo borraremos.',
  },
  { kind: 'h2', text: 'Cambios a este aviso' },
  {
    kind: 'p',
    text: 'Cuando cambiamos la forma en que manejamos sus datos, primero actualizamos esta página y su fecha de vigencia. Nunca usamos de una manera nueva los datos que usted ya nos envió sin preguntarle.',
  },
];

export const privacyMeta: PageMeta = {
  modifiedTime: en.privacyMeta.modifiedTime,
  title: 'Aviso de privacidad',
  description:
    'Qué recopilan nuestros formularios de cotización, presupuesto y empleo, para qué, quién lo lee, cuánto tiempo lo guardamos y cómo pedir verlo o borrarlo.',
  keywords: ['aviso de privacidad', 'política de privacidad', 'derechos de privacidad en California'],
};
