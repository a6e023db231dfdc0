import { z } from 'zod';
import { leadText, serviceOptions, type ServiceValue } from '@/content/forms';
import { emailSchema, LIMITS, multiLine, singleLine } from './fields';
import { phoneSchema } from './phone';

const serviceValues = serviceOptions.map((o) => o.value) as [ServiceValue, ...ServiceValue[]];

/** What the visitor types into the quote form (spec section 3). */
export const quoteFormSchema = z.object({
  firstName: singleLine(LIMITS.name),
  lastName: singleLine(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  service: z.enum(serviceValues, leadText.serviceRequired),
  message: multiLine(LIMITS.message),
});

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
