import { leadText, type FormKind } from '../../content/forms';
import { encodeEntities } from '../../schemas/entities';
import type { LeadPayload } from '../../schemas/lead';

export interface LeadDraft {
  id: string;
  form: FormKind;
  name: string;
  email: string;
  phone: string;
  service?: string | undefined;
  position?: LeadPayload['position'] | undefined;
  message?: string | undefined;
  zipCode?: string | undefined;
  interests?: string[] | undefined;
  pageUrl?: string | undefined;
}

/**
 * Builds the wire payload from validated form values with the spec's rules (section 7):
 * service falls back to position, then 'General Inquiry'; an empty message becomes
 * 'No specific message provided'; visitor text is entity-encoded (section 5).
 */
export function buildLeadPayload(draft: LeadDraft): LeadPayload {
  const service = draft.service?.trim() || draft.position || leadText.serviceFallback;
  const message = draft.message?.trim() || leadText.messageFallback;
  const payload: LeadPayload = {
    id: draft.id,
    form: draft.form,
    name: encodeEntities(draft.name.trim()),
    email: encodeEntities(draft.email.trim()),
    phone: draft.phone,
    service: encodeEntities(service),
    message: encodeEntities(message),
  };
  if (draft.position) payload.position = draft.position;
  if (draft.zipCode?.trim()) payload.zipCode = draft.zipCode.trim();
  if (draft.interests?.length) payload.interests = draft.interests;
  if (draft.pageUrl) payload.pageUrl = draft.pageUrl;
  return payload;
}

export const joinName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();
