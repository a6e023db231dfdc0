import '@/shared/lead/zod-config';
import { z } from 'zod/mini';
import { emailSchema, LIMITS, multiLine, singleLine } from '@/shared/lead/fields';
import { formShape } from '@/shared/lead/lead-fields';
import { leadMessages } from '@/shared/lead/messages';
import { phoneSchema } from '@/shared/lead/phone';
import { serviceIds } from '@/shared/lead/services';

/** What the visitor types into the quote form (docs/behaviour.md#forms); the service is its id. */
export const quoteFormSchema = z.object({
  firstName: singleLine(LIMITS.name),
  lastName: singleLine(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  service: z.enum(serviceIds, leadMessages.serviceRequired),
  message: multiLine(LIMITS.message),
  ...formShape('quote'),
});

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
