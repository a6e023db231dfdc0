import { z } from 'zod';
import { emailSchema, LIMITS, multiLine, singleLine } from '@/shared/lead/fields';
import { leadMessages } from '@/shared/lead/messages';
import { phoneSchema } from '@/shared/lead/phone';
import { positionIds } from '@/shared/lead/positions';

/** The job application (docs/behaviour.md#forms): Full Name, Email, Phone, Position required. */
export const applicationFormSchema = z.object({
  name: singleLine(LIMITS.fullName),
  email: emailSchema,
  phone: phoneSchema,
  position: z.enum(positionIds, leadMessages.positionRequired),
  message: multiLine(LIMITS.message - 200),
});

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
