import '@/shared/lead/zod-config';
import { z } from 'zod/mini';
import { emailSchema, LIMITS, singleLine } from '@/shared/lead/fields';
import { formShape } from '@/shared/lead/lead-fields';
import { phoneSchema } from '@/shared/lead/phone';

/** The estimate form of the service pages (docs/behaviour.md#forms): zip code and interests optional. */
export const estimateFormSchema = z.object({
  firstName: singleLine(LIMITS.name),
  lastName: singleLine(LIMITS.name),
  phone: phoneSchema,
  email: emailSchema,
  // zip code and interests: src/shared/lead/lead-fields.ts
  ...formShape('estimate'),
});

export type EstimateFormValues = z.input<typeof estimateFormSchema>;
