import type * as en from '@/content/forms';
import type { Localized } from '@/content/localized';
import { callbackPeriod } from '@/content/callback';
import { isSample, ownerFacts } from '@/shared/owner/facts';

/**
 * Form copy in Spanish. What the office receives stays in English (the fallbacks and the
 * `service` and `messageIntro` lines that go into the lead): the office reads one language,
 * and the lead says which one the visitor used.
 */
export const leadText: Localized<typeof en.leadText> = {
  messageFallback: 'No specific message provided',
  serviceFallback: 'General Inquiry',
  sending: 'Enviando...',
  submit: 'Solicite su cotización gratis',
  sendFailed: 'No se pudo enviar. Por favor, inténtelo de nuevo más tarde.',
  requiredNote: '"*" indica los campos obligatorios',
};

export const estimateFormCopy: Localized<typeof en.estimateFormCopy> = {
  title: 'Pida hoy su presupuesto gratis',
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
  submit: 'Quiero mi presupuesto gratis',
  success: `Gracias. Recibimos su solicitud de presupuesto y le llamaremos dentro de ${callbackPeriod.es}.`,
  service: 'Free Estimate',
  messageIntro: 'Free estimate request',
};

export const applicationCopy: Localized<typeof en.applicationCopy> = {
  title: 'Presente su solicitud',
  labels: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
  },
  messagePlaceholder: 'Licencias, certificaciones, años en el oficio, cuándo puede empezar.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando...',
  success: 'Gracias por su solicitud. Recibimos sus datos y los revisaremos pronto.',
  service: 'Job Application',
  positionFallback: 'Not specified',
  messageFallback: 'No message provided',
};

export const quoteFormCopy: Localized<typeof en.quoteFormCopy> = {
  title: 'Pida una cotización gratis',
  intro: `Cuéntenos de su casa, rancho o negocio. Leemos cada solicitud y le devolvemos la llamada dentro de ${callbackPeriod.es}.`,
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    service: 'Servicio',
    message: 'Mensaje',
  },
  placeholders: {
    phone: '(661) 555-0123',
    message: 'Tipo de techo, edad del panel eléctrico, lo que nos ayude a prepararnos.',
  },
  serviceChoose: 'Elija un servicio',
};

export const receiptCopy: Localized<typeof en.receiptCopy> = {
  reference: 'Su número de referencia:',
  callback: `Le llamaremos dentro de ${callbackPeriod.es}.`,
  callbackSample: isSample(ownerFacts.callbackWithin),
  sampleNote: '(Ejemplo: el dueño confirma este plazo antes del lanzamiento.)',
};

export const privacyNotice: Localized<typeof en.privacyNotice> = {
  text: 'Usamos sus datos solo para responder a esta solicitud, y nunca los vendemos.',
  link: 'Aviso de privacidad',
  href: '/privacy',
};

export const honeypotCopy: Localized<typeof en.honeypotCopy> = {
  label: 'Deje este campo vacío. Está aquí para atrapar robots de spam.',
};

export const attachmentCopy: Localized<typeof en.attachmentCopy> = {
  photos: {
    legend: 'Fotos o documentos (opcional)',
    hint: 'Hasta 5 fotos o PDF: su panel eléctrico principal, el medidor, el techo, su recibo de luz. Las fotos se hacen más pequeñas y se les quita la ubicación antes de salir de su teléfono.',
    takePhoto: 'Tomar una foto',
    choose: 'Agregar fotos o PDF',
  },
  quote: {
    legend: 'Fotos o documentos (opcional)',
    hint: 'Hasta 5 archivos: fotos de su panel, medidor o techo, su recibo en PDF o foto, o su archivo Green Button. Las fotos se achican y pierden su ubicación en su teléfono.',
    takePhoto: 'Tomar una foto',
    choose: 'Agregar fotos o PDF',
  },
  resume: {
    legend: 'Currículum (opcional)',
    hint: 'Un archivo PDF o Word, de hasta 5 MB.',
    takePhoto: '',
    choose: 'Agregar su currículum',
  },
  remove: (name: string) => `Quitar ${name}`,
  preparing: (name: string) => `Preparando ${name}…`,
  preparingShort: 'Preparando…',
  added: (count: number) => (count === 1 ? 'Se agregó 1 archivo.' : `Se agregaron ${count} archivos.`),
  removed: (name: string) => `Se quitó ${name}.`,
  tooMany: (max: number) =>
    max === 1 ? 'Solo se puede enviar un archivo. Quítelo para elegir otro.' : `Puede enviar hasta ${max} archivos.`,
  tooLarge: (name: string, mb: number) => `${name} pesa más de ${mb} MB. Por favor, elija un archivo más pequeño.`,
  tooLargeTotal: (mb: number) => `Todos los archivos juntos pueden pesar como máximo ${mb} MB. Quite uno para agregar otro.`,
  wrongType: (name: string, what: string) => `No se puede enviar ${name}: solo se aceptan ${what}.`,
  unreadable: (name: string) => `No se pudo abrir ${name} en este dispositivo. Por favor, elija un JPEG o PNG, o tome la foto de nuevo.`,
  kinds: {
    photos: 'fotos (JPEG, PNG, WebP, HEIC) y PDF',
    quote: 'fotos (JPEG, PNG, WebP, HEIC), PDF y archivos Green Button (XML, CSV)',
    resume: 'archivos PDF o Word (PDF, DOC, DOCX)',
  },
  greenButtonUnsafe: (name: string) => `No se puede enviar ${name}: trae un DOCTYPE, entidades o fórmulas, que no abrimos.`,
  greenButtonInvalid: (name: string) => `No se puede enviar ${name}: no es un archivo Green Button (XML o CSV) que podamos leer.`,
  notStored: (count: number) =>
    `${count === 1 ? 'Su archivo no se pudo' : `Sus ${count} archivos no se pudieron`} guardar en este dispositivo porque no le queda espacio. Su solicitud sí quedó guardada y se enviará sin ${count === 1 ? 'él' : 'ellos'}; nos puede mostrar las fotos cuando le llamemos.`,
};
