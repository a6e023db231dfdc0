import type { SendMailOptions } from 'nodemailer';
import { localeNamesForOffice } from '@/shared/i18n/locales';
import { stripHiddenCharacters } from '@/shared/lead/fields';
import { formKindLabels } from '@/shared/lead/form-kinds';
import { leadFields, officeRows } from '@/shared/lead/lead-fields';
import { normalizePhone } from '@/shared/lead/phone';
import type { Lead } from '@/shared/lead/lead';
import { findPosition } from '@/shared/lead/positions';
import { shortRef } from '@/shared/lead/reference';
import { findService } from '@/shared/lead/services';
import { site } from '@/shared/site';
import type { Config } from '../config';
import { COPY_LIMIT, type CopyState, type LeadFile, type LeadUpload } from '../outbox/record';
import { escapeHtml } from './escape-html';
import { attachmentLines, mailAttachments, missingFileLines } from './lead-attachments';

/** A labelled row of the email; `href` only ever comes from a validated value. */
export interface Field {
  label: string;
  value: string;
  href?: string;
  multiline?: boolean;
}

const siteOrigin = new URL(site.url);
/** Message-IDs live under the site's domain: `<lead_…@sunfield.example.com>`. */
export const messageIdFor = (leadId: string) => `<${leadId}@${siteOrigin.hostname.replace(/^www\./, '')}>`;

// The office is in Kern County; "Received at" reads in their local time, with UTC beside it.
const officeTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Only our own site's pages become links; any other URL a visitor claims stays plain text. */
function pageHref(pageUrl: string): string | undefined {
  try {
    const url = new URL(pageUrl, siteOrigin);
    return url.origin === siteOrigin.origin ? url.href : undefined;
  } catch {
    return undefined; // the schema allows any http(s) text without spaces, not only valid URLs
  }
}

export function phoneField(typed: string): Field {
  const e164 = normalizePhone(typed);
  return { label: 'Phone', value: typed, ...(e164 && { href: `tel:${e164}` }) };
}

/** What the office reads of a copy that was asked for but will not go (docs/decisions/030-visitor-copy.md). */
export const copyLimitedNote = `Requested, not sent: this address was sent ${COPY_LIMIT} copies in the last 24 hours`;

function emailFields(
  lead: Lead,
  leadId: string,
  receivedAt: Date,
  files: readonly LeadFile[],
  missing: readonly LeadUpload[],
  copyState: CopyState | undefined,
): Field[] {
  const fields: Field[] = [
    { label: 'Name', value: lead.name },
    { label: 'Email', value: lead.email, href: `mailto:${lead.email}` },
    // As the visitor typed it (docs/behaviour.md#forms); the link dials its +1 form.
    phoneField(lead.phone),
    // The wire carries ids; the office reads what the visitor picked. Rows stored before ids
    // hold the old English names, which findService and findPosition know as well.
    { label: 'Service', value: findService(lead.service)?.label ?? lead.service },
    { label: 'Message', value: lead.message, multiline: true },
  ];
  // The form's own fields (position, ZIP code, interests...), as src/shared/lead/lead-fields.ts shows them to the office.
  fields.push(
    ...officeRows(lead).map((row) =>
      row.label === leadFields.copyRequested.office.label && copyState === 'limited' ? { ...row, value: copyLimitedNote } : row,
    ),
  );
  if (lead.language) fields.push({ label: 'Language', value: localeNamesForOffice[lead.language] });
  if (lead.pageUrl) {
    const href = pageHref(lead.pageUrl);
    fields.push({ label: 'Page', value: lead.pageUrl, ...(href ? { href } : {}) });
  }
  if (files.length > 0) fields.push({ label: 'Attachments', value: attachmentLines(files), multiline: true });
  // Declared files that had not arrived when the wait ran out (docs/decisions/028-resumable-uploads.md).
  if (missing.length > 0) fields.push({ label: 'Files still coming', value: missingFileLines(missing), multiline: true });
  fields.push(
    { label: 'Form', value: formKindLabels[lead.form] },
    { label: 'Lead ID', value: leadId },
    { label: 'Received at', value: `${officeTime.format(receivedAt)} (${receivedAt.toISOString()})` },
  );
  return fields;
}

const OFFICE_FOOTER = 'Reply to this email to answer the visitor directly.';

export function renderText(title: string, fields: Field[], footer = OFFICE_FOOTER): string {
  const lines = fields.map(({ label, value, multiline }) =>
    // Indent the message so a visitor cannot write a line that passes for one of our fields.
    multiline ? `${label}:\n${value.replace(/\r\n?/g, '\n').replace(/^/gm, '    ')}` : `${label}: ${value}`,
  );
  return `${title}\n\n${lines.join('\n')}\n\n${footer}\n`;
}

const cell = 'padding:10px 16px;border-top:1px solid #e7e5e4;vertical-align:top;text-align:left;';

export function renderHtml(
  title: string,
  fields: Field[],
  { footer = `Sent by the ${site.name} website. ${OFFICE_FOOTER}`, lang = 'en' }: { footer?: string; lang?: string } = {},
): string {
  const rows = fields.map(({ label, value, href, multiline }) => {
    let content = escapeHtml(value);
    // <br> rather than white-space:pre-wrap: Outlook ignores the CSS and would join the lines.
    if (multiline) content = content.replace(/\r\n?|\n/g, '<br>');
    if (href) content = `<a href="${escapeHtml(href)}" style="color:#15803d;">${content}</a>`;
    return (
      `<tr><th scope="row" style="${cell}width:120px;color:#57534e;font-weight:600;">${label}</th>` +
      `<td style="${cell}color:#1c1917;">${content}</td></tr>`
    );
  });
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;">
<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;max-width:640px;margin:0 auto;border-collapse:collapse;background:#ffffff;border:1px solid #e7e5e4;">
<tr><td colspan="2" style="padding:16px;background:#14532d;color:#ffffff;font-size:18px;font-weight:bold;">${escapeHtml(title)}</td></tr>
${rows.join('\n')}
</table>
<p style="max-width:640px;margin:12px auto 0;color:#78716c;font-size:12px;">${escapeHtml(footer)}</p>
</body></html>
`;
}

/** The lead id's first 8 hex digits: enough to tell leads apart in an inbox, and for `npm run leads -- show`. */
export { shortRef };

/**
 * The service or position, only when it is one of our own options: no text a visitor typed
 * ever reaches a mail header (the Reply-To address object aside), so nothing in a lead can
 * fold or forge a header, whatever a mail library does with it.
 */
export function subjectTopic(lead: Lead): string {
  const topic = lead.position ? findPosition(lead.position)?.label : findService(lead.service)?.short;
  return topic ? `: ${topic}` : '';
}

/**
 * "[ES] " before the subject of a lead sent from the Spanish site, so the office can route Spanish
 * leads with an inbox rule and answer in Spanish (docs/decisions/031-phone-reach.md). English leads
 * (and leads stored before the language was sent) carry no tag; the body's Language row says it too.
 */
export const subjectLanguage = (lead: Lead) => (lead.language === 'es' ? '[ES] ' : '');

/**
 * The visitor's name as the Reply-To display name. The schema refuses hidden characters, < > @
 * and encoded words in names (src/shared/lead/fields.ts); a lead stored before that rule may
 * still hold them, and must not show in the office's mail client as another sender.
 */
export const replyToName = (name: string) =>
  stripHiddenCharacters(name)
    .replace(/[<>@]|=\?|\?=/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The office's copy of a lead. From and To come from config only; the visitor is Reply-To
 * (docs/decisions/001-lead-api-contract.md). The subject carries no visitor text; the unique ref keeps
 * mail clients from threading different leads together. The Message-ID is fixed per lead, so
 * if a crash makes us send a lead twice, mail clients and the office can tell it is the same one.
 */
export function buildLeadEmail(
  lead: Lead,
  leadId: string,
  config: Pick<Config, 'mailFrom' | 'mailTo'>,
  receivedAt: Date = new Date(),
  files: readonly LeadFile[] = [],
  uploads: readonly LeadUpload[] = [],
  /** The visitor's copy, when asked for: the office is told if the limit held it back. */
  copyState?: CopyState,
): SendMailOptions {
  const kind = formKindLabels[lead.form];
  const subject = `${subjectLanguage(lead)}New ${kind.toLowerCase()}${subjectTopic(lead)} (ref ${shortRef(leadId)})`;
  const attached = new Set(files.map((f) => f.position));
  const missing = uploads.filter((u) => !attached.has(u.position));
  const fields = emailFields(lead, leadId, receivedAt, files, missing, copyState);
  return {
    from: config.mailFrom,
    to: config.mailTo,
    // An address object, never a string we glue together: nodemailer quotes and encodes it.
    replyTo: { name: replyToName(lead.name), address: lead.email },
    subject,
    messageId: messageIdFor(leadId),
    headers: { 'X-Lead-Id': leadId, 'X-Lead-Form': lead.form },
    text: renderText(`New ${kind.toLowerCase()}`, fields),
    html: renderHtml(`New ${kind.toLowerCase()}`, fields),
    ...(files.length > 0 ? { attachments: mailAttachments(files) } : {}),
  };
}
