import { z } from 'zod';
import { formKinds, interestOptions, positionOptions } from '@/content/forms';
import { decodeEntities } from './entities';
import { emailSchema, LIMITS, multiLine, singleLine, zipCodeSchema } from './fields';
import { phoneSchema } from './phone';

/** Visitor text arrives entity-encoded (spec section 5); decode exactly those entities, then
 * validate with the same field rules the forms use. */
const decoded = <T extends z.ZodType<string, string>>(inner: T) => z.string().transform(decodeEntities).pipe(inner);

const interestIds = interestOptions.map((o) => o.id) as [string, ...string[]];

const pageUrlSchema = z
  .string()
  .max(500)
  .refine((s) => /^\/(?!\/)[^\s]*$/.test(s) || /^https?:\/\/[^\s]+$/.test(s), 'Invalid page URL');

/**
 * The wire format of POST /api/send-email (decisions.md "Forms and leads"): the spec's fields,
 * plus the idempotency key `id`, the form kind and a few structured extras.
 */
export const leadSchema = z.strictObject({
  id: z.uuid('A request id is required'),
  form: z.enum(formKinds),
  name: decoded(singleLine(LIMITS.fullName)),
  email: decoded(emailSchema),
  phone: phoneSchema,
  service: decoded(singleLine(LIMITS.service)),
  message: decoded(multiLine(LIMITS.message).min(1)),
  zipCode: zipCodeSchema.optional(),
  interests: z
    .array(z.enum(interestIds))
    .max(interestIds.length)
    .refine((a) => new Set(a).size === a.length, 'Duplicate interest')
    .optional(),
  position: z.enum(positionOptions).optional(),
  pageUrl: pageUrlSchema.optional(),
  // Spam signals (decisions.md, "Spam"). `website` is the honeypot: people never see it, so any
  // content marks a bot. `fillMs` is how long the form was open before its first send. Neither
  // rejects a lead: the server keeps it and holds it back as quarantined, so a bot learns nothing.
  website: z.string().max(LIMITS.honeypot).optional(),
  fillMs: z.int().min(0).optional(),
});

/** What the client sends (entity-encoded text). */
export type LeadPayload = z.input<typeof leadSchema>;
/** What the server keeps and mails (decoded, validated). */
export type Lead = z.output<typeof leadSchema>;
