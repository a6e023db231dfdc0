import { z } from 'zod';
import { interestOptions } from '@/content/forms';
import { emailSchema, LIMITS, singleLine, zipCodeSchema } from './fields';
import { phoneSchema } from './phone';

type InterestId = (typeof interestOptions)[number]['id'];
const interestIds = interestOptions.map((o) => o.id) as [InterestId, ...InterestId[]];

/** The estimate form of the service pages (spec section 3): zip code and interests optional. */
export const estimateFormSchema = z.object({
  firstName: singleLine(LIMITS.name),
  lastName: singleLine(LIMITS.name),
  phone: phoneSchema,
  email: emailSchema,
  zipCode: z.union([z.literal(''), zipCodeSchema]),
  interests: z.array(z.enum(interestIds)),
});

export type EstimateFormValues = z.input<typeof estimateFormSchema>;
