import { leadText } from '@/content/forms';
import { encodeEntities } from '@/shared/lead/entities';
import { LIMITS } from '@/shared/lead/fields';
import type { FormKind } from '@/shared/lead/form-kinds';
import { encodeForWire, type LeadFieldValues } from '@/shared/lead/lead-fields';
import type { Locale } from '@/shared/i18n/locales';
import type { LeadPayload } from '@/shared/lead/lead';
import { findPosition } from '@/shared/lead/positions';

export interface LeadDraft {
  id: string;
  form: FormKind;
  name: string;
  email: string;
  phone: string;
  service?: string | undefined;
  message?: string | undefined;
  /** The form's own fields (zip code, interests, position...), one definition each in src/shared/lead/lead-fields.ts. */
  fields?: LeadFieldValues | undefined;
  pageUrl?: string | undefined;
  /** The language of the page the form was sent from. */
  language?: Locale | undefined;
  /** The honeypot's content (empty for people) and the fill time; see spam-signals.ts. */
  website?: string | undefined;
  fillMs?: number | undefined;
}

/**
 * Builds the wire payload from validated form values with the rules of docs/behaviour.md#forms:
 * service falls back to position (its label), then 'General Inquiry'; an empty message becomes
 * 'No specific message provided'; visitor text is entity-encoded (docs/decisions/009-entity-encoding.md).
 */
export function buildLeadPayload(draft: LeadDraft): LeadPayload {
  const position = draft.fields?.position;
  const service = draft.service?.trim() || (position && findPosition(position)?.label) || leadText.serviceFallback;
  const message = draft.message?.trim() || leadText.messageFallback;
  const payload: LeadPayload = {
    id: draft.id,
    form: draft.form,
    name: encodeEntities(draft.name.trim()),
    email: encodeEntities(draft.email.trim()),
    phone: draft.phone,
    service: encodeEntities(service),
    message: encodeEntities(message),
    ...encodeForWire(draft.fields ?? {}),
  };
  if (draft.pageUrl) payload.pageUrl = draft.pageUrl;
  if (draft.language) payload.language = draft.language;
  // Sent as typed: the server only checks whether it is empty, never shows or mails it.
  if (draft.website) payload.website = draft.website.slice(0, LIMITS.honeypot);
  if (draft.fillMs !== undefined) payload.fillMs = Math.max(0, Math.round(draft.fillMs));
  return payload;
}

export const joinName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();
