import type { SendMailOptions } from 'nodemailer';
import type { Lead } from '@/shared/lead/lead';
import { formKindLabels } from '@/shared/lead/form-kinds';
import type { Config } from '../config';
import type { LeadFile, LeadUpload } from '../outbox/record';
import { attachmentLines, mailAttachments, missingFileLines } from './lead-attachments';
import {
  messageIdFor,
  phoneField,
  renderHtml,
  renderText,
  replyToName,
  shortRef,
  subjectLanguage,
  subjectTopic,
  type Field,
} from './lead-email';

/** `<lead_….files-3-4@…>`: one Message-ID per set of late files, so a resend of the same follow-up is recognisable too. */
export const followUpMessageIdFor = (leadId: string, positions: readonly number[]) =>
  messageIdFor(`${leadId}.files-${positions.join('-')}`);

/**
 * The second email of a lead whose files arrived after its first one went out
 * (docs/decisions/028-resumable-uploads.md): the same subject with "files" and the same ref,
 * threaded under the first (In-Reply-To, References), the visitor in Reply-To again, and only
 * the late files attached. Declared files still missing or refused are listed as in the first.
 */
export function buildFollowUpEmail(
  lead: Lead,
  leadId: string,
  config: Pick<Config, 'mailFrom' | 'mailTo'>,
  files: readonly LeadFile[],
  uploads: readonly LeadUpload[] = [],
): SendMailOptions {
  const kind = formKindLabels[lead.form].toLowerCase();
  const attached = new Set(files.map((f) => f.position));
  const missing = uploads.filter((u) => u.state !== 'complete' && !attached.has(u.position));
  const title = `More files for a ${kind}`;
  const fields: Field[] = [
    { label: 'Name', value: lead.name },
    phoneField(lead.phone),
    { label: 'Attachments', value: attachmentLines(files), multiline: true },
    ...(missing.length ? [{ label: 'Files still coming', value: missingFileLines(missing), multiline: true }] : []),
    { label: 'Lead ID', value: leadId },
  ];
  const first = messageIdFor(leadId);
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: replyToName(lead.name), address: lead.email },
    subject: `${subjectLanguage(lead)}Files for ${kind}${subjectTopic(lead)} (ref ${shortRef(leadId)})`,
    messageId: followUpMessageIdFor(leadId, [...attached]),
    inReplyTo: first,
    references: [first],
    headers: { 'X-Lead-Id': leadId, 'X-Lead-Form': lead.form },
    text: renderText(`${title}: these arrived after the request itself was sent to you.`, fields),
    html: renderHtml(title, fields),
    attachments: mailAttachments(files),
  };
}
