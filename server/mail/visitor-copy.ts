import type { SendMailOptions } from 'nodemailer';
import { leadFieldNames, leadFields, type LeadField, type StoredLeadFieldValues } from '@/shared/lead/lead-fields';
import type { Lead } from '@/shared/lead/lead';
import { shortRef } from '@/shared/lead/reference';
import { findService } from '@/shared/lead/services';
import { site } from '@/shared/site';
import type { Config } from '../config';
import { messageIdFor, renderHtml, renderText, replyToName, type Field } from './lead-email';

/** What an empty message becomes on the way in (docs/behaviour.md#forms): not the visitor's words. */
const MESSAGE_FALLBACK = 'No specific message provided';

const words = {
  en: {
    subject: (ref: string) => `Your quote request to ${site.name} (ref ${ref})`,
    title: 'A copy of your quote request',
    intro: 'You asked for a copy of the request you sent us. Here is what you typed.',
    labels: { reference: 'Your reference', name: 'Name', email: 'Email', phone: 'Phone', service: 'Service', message: 'Message' },
    footer: `You get this because the box "Send me a copy of my request" was checked on the ${site.name} website. If that was not you, ignore it: nothing more will come. Reply to this email to reach our office.`,
  },
  es: {
    subject: (ref: string) => `Su solicitud de cotización a ${site.name} (ref ${ref})`,
    title: 'Copia de su solicitud de cotización',
    intro: 'Usted pidió una copia de la solicitud que nos envió. Esto es lo que escribió.',
    labels: {
      reference: 'Su referencia',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      service: 'Servicio',
      message: 'Mensaje',
    },
    footer: `Recibe este correo porque se marcó la casilla "Enviarme una copia de mi solicitud" en el sitio web de ${site.name}. Si no fue usted, ignórelo: no recibirá nada más. Responda a este correo para comunicarse con nuestra oficina.`,
  },
} as const;

/**
 * The visitor's own copy's rows (docs/decisions/030-visitor-copy.md): what they typed or picked
 * of these fields, labeled in their language; never what the page carried (the estimate) nor
 * the copy box itself.
 */
function visitorRows(lead: StoredLeadFieldValues, locale: 'en' | 'es'): { label: string; value: string }[] {
  return leadFieldNames.flatMap((name) => {
    const field = leadFields[name] as LeadField;
    const value = lead[name];
    if (value === undefined || name === 'copyRequested' || field.input.kind === 'carried') return [];
    const pick = (options: readonly { id: string; label: string; labelEs: string }[], id: string) => {
      const option = options.find((o) => o.id === id);
      return option ? (locale === 'es' ? option.labelEs : option.label) : id;
    };
    const { input } = field;
    const shown =
      input.kind === 'select'
        ? pick(input.options, value as string)
        : input.kind === 'checkboxes'
          ? (value as string[]).map((id) => pick(input.options, id)).join(', ')
          : field.office.show(value);
    return shown ? [{ label: field.label[locale], value: shown }] : [];
  });
}

/**
 * The visitor's own copy of a quote request (docs/decisions/030-visitor-copy.md): to the address
 * they typed, in their language, with only what they typed or picked (no lead id, page, times,
 * files or anything the office adds), sent after the office's email. From our address, with the
 * office as Reply-To; marked auto-generated (RFC 3834) so an autoresponder does not answer it.
 */
export function buildVisitorCopy(lead: Lead, leadId: string, config: Pick<Config, 'mailFrom' | 'mailTo'>): SendMailOptions {
  const locale = lead.language === 'es' ? 'es' : 'en';
  const t = words[locale];
  const ref = shortRef(leadId);
  const service = findService(lead.service);
  const fields: Field[] = [
    { label: t.labels.reference, value: ref },
    { label: t.labels.name, value: lead.name },
    { label: t.labels.email, value: lead.email },
    { label: t.labels.phone, value: lead.phone },
    { label: t.labels.service, value: service ? (locale === 'es' ? service.labelEs : service.label) : lead.service },
    ...visitorRows(lead, locale),
    ...(lead.message !== MESSAGE_FALLBACK ? [{ label: t.labels.message, value: lead.message, multiline: true }] : []),
  ];
  return {
    from: config.mailFrom,
    to: { name: replyToName(lead.name), address: lead.email },
    replyTo: config.mailTo,
    subject: t.subject(ref),
    messageId: messageIdFor(`${leadId}.copy`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: renderText(`${t.title}\n\n${t.intro}`, fields, t.footer),
    html: renderHtml(t.title, fields, { footer: `${t.intro} ${t.footer}`, lang: locale }),
  };
}
