import type { FieldValues, Path, UseFormSetValue } from 'react-hook-form';

/**
 * What the visitor typed into the prerendered form before its code arrived stays in the DOM;
 * hand it to react-hook-form so the values it validates and sends are the ones on screen.
 */
export function adoptTyped<T extends FieldValues>(form: HTMLFormElement, names: readonly Path<T>[], setValue: UseFormSetValue<T>) {
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox' && !field.hasAttribute('value')) {
      // A box of its own (the copy by email): its value is whether it is ticked.
      if (field.checked) setValue(name, true as T[Path<T>], { shouldDirty: true });
    } else if (field instanceof RadioNodeList || (field instanceof HTMLInputElement && field.type === 'checkbox')) {
      const boxes = field instanceof RadioNodeList ? Array.from(field) : [field];
      const checked = boxes.filter((b): b is HTMLInputElement => b instanceof HTMLInputElement && b.checked).map((b) => b.value);
      if (checked.length) setValue(name, checked as T[Path<T>], { shouldDirty: true });
    } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
      if (field.value === '') continue;
      // The phone too, as typed (docs/behaviour.md#forms).
      setValue(name, field.value as T[Path<T>], { shouldDirty: true });
    }
  }
}
