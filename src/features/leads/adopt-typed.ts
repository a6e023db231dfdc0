import type { FieldValues, Path, UseFormSetValue } from 'react-hook-form';
import { normalizePhone } from '@/shared/lead/phone';

/**
 * What the visitor typed into the prerendered form before its code arrived stays in the DOM;
 * hand it to react-hook-form so the values it validates and sends are the ones on screen.
 */
export function adoptTyped<T extends FieldValues>(form: HTMLFormElement, names: readonly Path<T>[], setValue: UseFormSetValue<T>) {
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList || (field instanceof HTMLInputElement && field.type === 'checkbox')) {
      const boxes = field instanceof RadioNodeList ? Array.from(field) : [field];
      const checked = boxes.filter((b): b is HTMLInputElement => b instanceof HTMLInputElement && b.checked).map((b) => b.value);
      if (checked.length) setValue(name, checked as T[Path<T>], { shouldDirty: true });
    } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
      if (field.value === '') continue;
      const value = name === 'phone' ? normalizePhone(field.value) : field.value;
      setValue(name, value as T[Path<T>], { shouldDirty: true });
    }
  }
}
