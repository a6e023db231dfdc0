import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldAria {
  id: string;
  /** Only when the field is invalid: absent means valid, and every page's forms weigh less. */
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface Props {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (aria: FieldAria) => ReactNode;
}

/** Label above the control, the required mark, a hint and an inline error tied by aria-describedby. */
export function FormField({ id, label, required, error, hint, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const aria: FieldAria = { id };
  if (error) aria['aria-invalid'] = true;
  if (describedBy) aria['aria-describedby'] = describedBy;
  if (required) aria['aria-required'] = true;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(aria)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
