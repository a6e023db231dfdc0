import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { Locale } from '@/shared/i18n/locales';
import { localizeLeadMessage } from '@/shared/lead/localize-message';

/**
 * The form's message for a field: the same message in the page's language. The schemas are
 * the server's too and speak English; a text outside the catalogue is shown as it came.
 */
export const fieldMessage = (message: string, locale: Locale) => localizeLeadMessage(message, locale) ?? message;

// Field errors nest for arrays and objects; `ref` is the field's element, never an error.
function localizeErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'ref' || !value || typeof value !== 'object') out[name] = value;
    else out[name] = localizeErrors(value as FieldErrors, locale);
  }
  if (typeof errors.message === 'string') out.message = fieldMessage(errors.message, locale);
  return out as FieldErrors;
}

/**
 * Validates with the shared zod schema, in the page's language. The rules are written once, in
 * the schema; zod 4 lets a schema's own message win over any per-parse error map, so the
 * messages are swapped afterwards, each for its Spanish twin of the same key.
 */
export function localizedResolver<T extends FieldValues>(schema: z.core.$ZodType<unknown, FieldValues>, locale: Locale): Resolver<T> {
  const base = zodResolver(schema) as unknown as Resolver<T>;
  if (locale === 'en') return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    return { ...result, errors: localizeErrors(result.errors, locale) } as Awaited<ReturnType<Resolver<T>>>;
  };
}
