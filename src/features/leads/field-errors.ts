import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Locale } from '@/shared/i18n/locales';
import { fieldMessage } from './localized-resolver';
import type { SendResult } from './send-lead';

/**
 * Puts the server's per-field messages (422 `fields`) on the matching form fields, in the
 * page's language: the server answers in English, a Spanish form shows the twin of the same
 * message (src/shared/lead/messages-es.ts).
 */
export function applyFieldErrors<T extends FieldValues>(
  result: SendResult | null,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  locale: Locale = 'en',
) {
  if (!result || result.ok || !result.fields) return;
  for (const [field, message] of Object.entries(result.fields)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message: fieldMessage(message, locale) });
  }
}
