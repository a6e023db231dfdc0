import './zod-config';
import { z } from 'zod/mini';
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
const decoded = <T extends z.ZodMiniType<string, string>>(inner: T) => z.pipe(z.pipe(z.string(), z.transform(decodeEntities)), inner);

const pageUrlSchema = z
  .pipe(z.string().check(z.maxLength(500)), z.transform(cleanPageUrl))
  .check(z.refine((s) => /^\/(?!\/)/.test(s) || /^https?:\/\/./.test(s), 'Invalid page URL'));

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
  service: z.pipe(decoded(singleLine(LIMITS.service)), z.transform(canonicalService)),
  message: decoded(multiLine(LIMITS.message).check(z.minLength(1))),
  // zipCode, interests, position and every other optional field: one definition each in lead-fields.ts.
  ...wireShape,
  pageUrl: z.optional(pageUrlSchema),
  // The language of the site the visitor used; absent in leads queued before it existed.
  language: z.optional(z.enum(locales)),
  // Spam signals (docs/decisions/008-spam-quarantine.md). `website` is the honeypot: people never see it, so any
  // content marks a bot. `fillMs` is how long the form was open before its first send. Neither
  // rejects a lead: the server keeps it and holds it back as quarantined, so a bot learns nothing.
  website: z.optional(z.string().check(z.maxLength(LIMITS.honeypot))),
  fillMs: z.optional(z.int().check(z.minimum(0))),
  // Files that follow as resumable uploads (docs/decisions/028-resumable-uploads.md); absent
  // when the lead has none, or when they travel in the same multipart request (017).
  files: z.optional(declaredFilesSchema),
});

/** What the client sends (entity-encoded text). */
export type LeadPayload = z.input<typeof leadSchema>;
/** What the server keeps and mails (decoded, validated). */
export type Lead = z.output<typeof leadSchema>;
