import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { CheckboxField, CheckboxGroup, SelectField, TextField } from '@/components/form/fields';
import { useLocale } from '@/components/i18n/use-locale';
import type { FormKind } from '@/shared/lead/form-kinds';
import { fieldsOf, leadFields, type LeadField } from '@/shared/lead/lead-fields';

interface Props<T extends FieldValues> {
  form: FormKind;
  idPrefix: string;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  /** Which of them: those with the form's own fields (default), or those placed last. */
  place?: 'end';
}

/**
 * The fields of src/shared/lead/lead-fields.ts that this form shows, in that list's order and
 * the page's language: a form places this where its own fields go.
 */
export function LeadFieldInputs<T extends FieldValues>({ form, idPrefix, register, control, errors, place }: Props<T>) {
  const locale = useLocale();
  return fieldsOf(form).map((name) => {
    const field: LeadField = leadFields[name];
    if (field.place !== place) return null;
    const id = `${idPrefix}-${name}`;
    const label = field.label[locale];
    const path = name as Path<T>;
    const error = errors[name]?.message as string | undefined;
    const hint = field.hint?.[locale];
    const layout = { ...(field.required && { required: true }), ...(field.full && { full: true }), ...(hint && { hint }) };
    const { input } = field;
    if (input.kind === 'carried') return null;
    if (input.kind === 'checkbox')
      return (
        <CheckboxField key={name} id={id} label={label} hint={hint} registration={register(path)} {...(field.full && { full: true })} />
      );
    if (input.kind === 'checkboxes')
      return (
        <CheckboxGroup
          key={name}
          control={control}
          name={path}
          legend={label}
          idPrefix={idPrefix}
          options={input.options.map((o) => ({ id: o.id, label: locale === 'es' ? o.labelEs : o.label }))}
          {...(field.full && { full: true })}
        />
      );
    if (input.kind === 'select')
      return (
        <SelectField
          key={name}
          id={id}
          label={label}
          {...layout}
          error={error}
          registration={register(path)}
          options={input.options.map((o) => ({ value: o.id, label: locale === 'es' ? o.labelEs : o.label }))}
          placeholder={input.choose[locale]}
        />
      );
    return (
      <TextField
        key={name}
        id={id}
        label={label}
        {...layout}
        error={error}
        registration={register(path)}
        {...(input.autoComplete && { autoComplete: input.autoComplete })}
        {...(input.inputMode && { inputMode: input.inputMode })}
        {...(input.placeholder && { placeholder: input.placeholder[locale] })}
      />
    );
  });
}
