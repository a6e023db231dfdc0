import type * as en from '@/content/offline';
import type { Localized } from '@/content/localized';

/** What the visitor reads about the app itself, in Spanish (docs/decisions/004-offline-outbox.md). */
export const offlineText: Localized<typeof en.offlineText> = {
  queued: 'Guardado en este dispositivo. Se enviará automáticamente cuando vuelva a tener conexión.',
  queuedRetry: 'Guardado en este teléfono. La señal es débil, así que se enviará automáticamente en cuanto pase.',
  sendingPhotos: (done: number, total: number) => `Guardado en este teléfono, enviando fotos (${done} de ${total})`,
  sendingFiles: (done: number, total: number) => `Guardado en este teléfono, enviando archivos (${done} de ${total})`,
  pending: (n: number) => (n === 1 ? '1 solicitud en espera de envío' : `${n} solicitudes en espera de envío`),
  sendNow: 'Enviar ahora',
  sentOne: 'Su solicitud guardada se envió. Pronto nos comunicaremos con usted.',
  sentMany: (n: number) => `Sus ${n} solicitudes guardadas se enviaron. Pronto nos comunicaremos con usted.`,
  offline: 'No tiene conexión. Las páginas que abra siguen funcionando, y los formularios se guardan hasta que se vuelva a conectar.',
  backOnline: 'Otra vez en línea.',
  rejectedTitle: 'No pudimos enviar una de sus solicitudes guardadas',
  rejectedIntro:
    'El servidor la rechazó, así que no se volverá a intentar. Aquí está lo que usted escribió, para que pueda enviarlo de otra forma:',
  rejectedServer: 'Motivo indicado:',
  // Followed by the phone number: "Llámenos al (661) …".
  rejectedCall: 'Llámenos al',
  rejectedInline: 'No pudimos enviar su solicitud guardada. Su texto aparece en el recuadro de la parte de abajo de la pantalla.',
  copy: 'Copiar texto',
  copied: 'Copiado',
  dismiss: 'Descartar',
  updateReady: 'Hay una nueva versión de este sitio.',
  reload: 'Volver a cargar',
  leadLabels: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    service: 'Servicio',
    zipCode: 'Código postal',
    message: 'Mensaje',
  },
};
