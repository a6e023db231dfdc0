import type { Localized } from '@/content/localized';
import * as en from '@/content/contact';
import type { PageMeta } from '@/content/types';

export const contactPage: Localized<typeof en.contactPage> = {
  eyebrow: 'Contacto',
  heading: 'Hable con un estimador con licencia',
  intro:
    'Preguntas sobre una factura, una cotización de otro instalador o un breaker que se bota a cada rato: llámenos, escríbanos o pase a vernos. Respondemos cada solicitud en un plazo de un día hábil.',
  cards: {
    email: {
      title: 'Correo electrónico',
      text: 'Mándenos fotos de su panel eléctrico o de su último recibo de luz; nos ayudan a cotizar más rápido.',
    },
    phone: {
      title: 'Teléfono',
      text: 'El horario de oficina está abajo. Fuera de ese horario, el mismo número lo comunica con nuestra cuadrilla de emergencias.',
    },
    address: { title: 'Oficina', text: 'Visitas con cita, para que un estimador tenga tiempo de sentarse con usted.' },
  },
  hoursTitle: 'Horario de oficina',
  formHeading: 'Pida su cotización gratis',
  formText: 'Díganos qué necesita. No hay ningún compromiso y nunca compartimos sus datos.',
  formPoints: [
    'Cuadrillas de un contratista eléctrico C-10 con licencia, nunca subcontratadas',
    'Visita gratis y una cotización por escrito, detallada punto por punto',
    'Llamadas de emergencia atendidas 24/7',
  ],
};

export const contactMeta: PageMeta = {
  modifiedTime: en.contactMeta.modifiedTime,
  title: 'Contáctenos para una cotización gratis',
  description:
    'Llame, escriba, visítenos en Bakersfield o mande el formulario: cotización gratis de solar, baterías, cargadores EV, obra comercial, agrícola y petrolera.',
};
