import { z } from 'zod';
import { positionOptions } from '@/content/forms';
import { emailSchema, LIMITS, multiLine, singleLine } from './fields';
import { phoneSchema } from './phone';

/** The job application (spec section 3): Full Name, Email, Phone, Position required. */
export const applicationFormSchema = z.object({
  name: singleLine(LIMITS.fullName),
  email: emailSchema,
  phone: phoneSchema,
  position: z.enum(positionOptions, 'Please choose a position'),
  message: multiLine(LIMITS.message - 200),
});

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
