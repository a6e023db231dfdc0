import { z } from 'zod';
import { emailSchema, LIMITS, singleLine, zipCodeSchema } from '@/shared/lead/fields';
import { interestIds } from '@/shared/lead/interests';
import { phoneSchema } from '@/shared/lead/phone';

/** The estimate form of the service pages (docs/behaviour.md#forms): zip code and interests optional. */
export const estimateFormSchema = z.object({
  firstName: singleLine(LIMITS.name),
  lastName: singleLine(LIMITS.name),
  phone: phoneSchema,
  email: emailSchema,
  zipCode: z.union([z.literal(''), zipCodeSchema]),
  interests: z.array(z.enum(interestIds)),
});

export type EstimateFormValues = z.input<typeof estimateFormSchema>;
