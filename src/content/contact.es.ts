import type { Localized } from '@/content/localized';
import * as en from '@/content/contact';
import type { PageMeta } from '@/content/types';
import { claimText } from '@/content/company.es';
import { callbackPeriod } from '@/content/callback';

export const contactPage: Localized<typeof en.contactPage> = {
  eyebrow: 'Contacto',
  heading: 'Hable con un estimador',
  intro: `Preguntas sobre una factura, una cotización de otro instalador o un breaker que se bota a cada rato: llámenos, escríbanos o pase a vernos. Respondemos cada solicitud en un plazo de ${callbackPeriod.es}.`,
  cards: {
    email: {
      title: 'Correo electrónico',
      text: 'Mándenos fotos de su panel eléctrico o de su último recibo de luz; nos ayudan a cotizar más rápido.',
    },
    phone: {
      title: 'Teléfono',
      text: 'El horario de oficina está abajo. Fuera de ese horario, el mismo número lo comunica con nuestra cuadrilla de emergencias.',
    },
    address: { title: 'Oficina', text: claimText.office },
  },
  hoursTitle: 'Horario de oficina',
  formHeading: 'Pida su cotización gratis',
  formText: 'Díganos qué necesita. No hay ningún compromiso y nunca compartimos sus datos.',
  formPoints: [
    'Trabajo hecho bajo nuestra licencia de contratista eléctrico C-10',
    ...claimText.ownCrewsLines,
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
