import './zod-config';
import { z } from 'zod';
import { decodeEntities } from './entities';
import { cleanPageUrl, emailSchema, LIMITS, multiLine, singleLine } from './fields';
import { locales } from '@/shared/i18n/locales';
import { formKinds } from './form-kinds';
import { wireShape } from './lead-fields';
import { phoneSchema } from './phone';
import { canonicalService } from './services';
import { declaredFilesSchema } from './upload-schema';

/** Visitor text arrives entity-encoded (docs/decisions/009-entity-encoding.md); decode exactly those entities, then
 * validate with the same field rules the forms use. */
const decoded = <T extends z.ZodType<string, string>>(inner: T) => z.string().transform(decodeEntities).pipe(inner);

const pageUrlSchema = z
  .string()
  .max(500)
  .transform(cleanPageUrl)
  .refine((s) => /^\/(?!\/)/.test(s) || /^https?:\/\/./.test(s), 'Invalid page URL');

/**
 * The wire format of POST /api/send-email (docs/decisions/001-lead-api-contract.md): the visible fields,
 * plus the idempotency key `id`, the form kind and a few structured extras.
 */
export const leadSchema = z.strictObject({
  id: z.uuid('A request id is required'),
  form: z.enum(formKinds),
  name: decoded(singleLine(LIMITS.fullName)),
  email: decoded(emailSchema),
  phone: phoneSchema,
  // Free text: the quote forms send a service id, the other forms their own words. A legacy
  // service name from a lead queued before ids becomes its id.
  service: decoded(singleLine(LIMITS.service)).transform(canonicalService),
  message: decoded(multiLine(LIMITS.message).min(1)),
  // zipCode, interests, position and every other optional field: one definition each in lead-fields.ts.
  ...wireShape,
  pageUrl: pageUrlSchema.optional(),
  // The language of the site the visitor used; absent in leads queued before it existed.
  language: z.enum(locales).optional(),
  // Spam signals (docs/decisions/008-spam-quarantine.md). `website` is the honeypot: people never see it, so any
  // content marks a bot. `fillMs` is how long the form was open before its first send. Neither
  // rejects a lead: the server keeps it and holds it back as quarantined, so a bot learns nothing.
  website: z.string().max(LIMITS.honeypot).optional(),
  fillMs: z.int().min(0).optional(),
  // Files that follow as resumable uploads (docs/decisions/028-resumable-uploads.md); absent
  // when the lead has none, or when they travel in the same multipart request (017).
  files: declaredFilesSchema.optional(),
});

/** What the client sends (entity-encoded text). */
export type LeadPayload = z.input<typeof leadSchema>;
/** What the server keeps and mails (decoded, validated). */
export type Lead = z.output<typeof leadSchema>;
