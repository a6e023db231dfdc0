import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
import { applicationFormSchema } from './application-form-schema';
import { estimateFormSchema } from './estimate-form-schema';
import { quoteFormSchema } from './quote-form-schema';

// The forms run the shared field rules (src/shared/lead/fields.ts), so the visitor sees the
// very words the server would answer with, before anything is sent.
describe('the lead forms refuse hidden characters in single-line fields', () => {
  it.each([
    ['quote', quoteFormSchema, 'firstName'],
    ['quote', quoteFormSchema, 'lastName'],
    ['estimate', estimateFormSchema, 'firstName'],
    ['application', applicationFormSchema, 'name'],
  ] as const)('%s form, %s', (_form, schema, field) => {
    const issues = schema.safeParse({ [field]: 'Jane\u202eeoD' }).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === field)?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });
});
