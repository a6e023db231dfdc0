import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import styles from './form.module.css';

interface Common {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  full?: boolean;
}

const cls = (full?: boolean) => (full ? styles.full : undefined);

export function TextField({
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...field
}: Common & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}) {
  return (
    <FormField {...field} className={cls(field.full)}>
      {(aria) => (
        <input
          {...aria}
          {...registration}
          type={type}
          className={styles.control}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({
  registration,
  placeholder,
  ...field
}: Common & { registration: UseFormRegisterReturn; placeholder?: string }) {
  return (
    <FormField {...field} className={cls(field.full)}>
      {(aria) => <textarea {...aria} {...registration} className={styles.control} rows={5} placeholder={placeholder} />}
    </FormField>
  );
}

export function SelectField({
  registration,
  options,
  placeholder,
  ...field
}: Common & { registration: UseFormRegisterReturn; options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <FormField {...field} className={cls(field.full)}>
      {(aria) => (
        <select {...aria} {...registration} className={styles.control}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The phone field normalises as the visitor types (docs/behaviour.md#forms). */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  placeholder,
  ...field
}: Common & { control: Control<T>; name: Path<T>; placeholder?: string }) {
  return (
    <FormField {...field} className={cls(field.full)}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field: f }) => (
            <input
              {...aria}
              ref={f.ref}
              name={f.name}
              value={f.value ?? ''}
              onBlur={f.onBlur}
              // Kept as typed, "(661) 555-0199" included: only the check normalises it (docs/behaviour.md#forms).
              onChange={(e) => f.onChange(e.target.value)}
              type="tel"
              inputMode="tel"
              className={styles.control}
              autoComplete="tel"
              placeholder={placeholder}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** A group of checkboxes editing one array value, in a fieldset with a legend. */
export function CheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  idPrefix,
  options,
  full,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: ReactNode;
  idPrefix: string;
  options: readonly { id: string; label: string }[];
  full?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string[] | undefined) ?? [];
        return (
          <fieldset className={`${styles.fieldset} ${full ? styles.full : ''}`}>
            <legend className={styles.label}>{legend}</legend>
            <div className={styles.checks}>
              {options.map((o) => (
                <label key={o.id} className={styles.check} htmlFor={`${idPrefix}-${o.id}`}>
                  <input
                    id={`${idPrefix}-${o.id}`}
                    type="checkbox"
                    name={field.name}
                    value={o.id}
                    checked={value.includes(o.id)}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}

/** One box to tick, its label beside it and a hint under it (the hint is its description). */
export function CheckboxField({
  id,
  label,
  hint,
  registration,
  full,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  registration: UseFormRegisterReturn;
  full?: boolean;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[styles.field, cls(full)].filter(Boolean).join(' ')}>
      <label className={styles.check} htmlFor={id}>
        <input {...registration} id={id} type="checkbox" aria-describedby={hintId} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
