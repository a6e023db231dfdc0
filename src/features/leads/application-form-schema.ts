import '@/shared/lead/zod-config';
import { z } from 'zod/mini';
import { emailSchema, LIMITS, multiLine, singleLine } from '@/shared/lead/fields';
import { formShape } from '@/shared/lead/lead-fields';
import { phoneSchema } from '@/shared/lead/phone';

/** The job application (docs/behaviour.md#forms): Full Name, Email, Phone, Position required. */
export const applicationFormSchema = z.object({
  name: singleLine(LIMITS.fullName),
  email: emailSchema,
  phone: phoneSchema,
  // the position: src/shared/lead/lead-fields.ts
  ...formShape('application'),
  message: multiLine(LIMITS.message - 200),
});

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
