import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { SendResult } from './send-lead';

/** Puts the server's per-field messages (422 `fields`) on the matching form fields. */
export function applyFieldErrors<T extends FieldValues>(
  result: SendResult | null,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!result || result.ok || !result.fields) return;
  for (const [field, message] of Object.entries(result.fields)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
}
