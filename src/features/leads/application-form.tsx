import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { applicationCopy as copy, positionOptions } from '@/content/forms';
import { applicationFormSchema, type ApplicationFormValues } from '@/schemas/application-form';
import { FormShell } from './form-shell';
import { useLeadForm } from './use-lead-form';

const empty: ApplicationFormValues = { name: '', email: '', phone: '', position: '' as never, message: '' };
const positions = positionOptions.map((p) => ({ value: p, label: p }));

/** Spec section 7: the application's message is two lines, position then message. */
export function applicationMessage(position: string | undefined, message: string): string {
  return `Position Applied For: ${position || copy.positionFallback}\nMessage: ${message.trim() || copy.messageFallback}`;
}

/** The careers 'Apply Now' form (spec sections 3, 4, 7, 8). */
export function ApplicationForm({ idPrefix = 'apply', title }: { idPrefix?: string; title?: string }) {
  const { form, formRef, errors, state, onSubmit, honeypotRef } = useLeadForm({
    schema: applicationFormSchema,
    empty,
    success: copy.success,
    serverMessageOnError: true,
    toDraft: (v: ApplicationFormValues) => ({
      form: 'application',
      name: v.name,
      email: v.email,
      phone: v.phone,
      service: copy.service,
      position: v.position,
      message: applicationMessage(v.position, v.message),
    }),
  });
  const { register, control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormShell
      label={copy.title}
      title={title}
      onSubmit={onSubmit}
      state={state}
      submitLabel={copy.submit}
      busyLabel={copy.submitting}
      honeypotRef={honeypotRef}
      formRef={formRef}
    >
      <TextField
        id={id('name')}
        label={copy.labels.name}
        required
        full
        error={errors.name?.message}
        registration={register('name')}
        autoComplete="name"
      />
      <TextField
        id={id('email')}
        label={copy.labels.email}
        required
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete="email"
      />
      <PhoneField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message} control={control} name="phone" />
      <SelectField
        id={id('position')}
        label={copy.labels.position}
        required
        full
        error={errors.position?.message}
        registration={register('position')}
        options={positions}
        placeholder={copy.positionChoose}
      />
      <TextAreaField
        id={id('message')}
        label={copy.labels.message}
        full
        error={errors.message?.message}
        registration={register('message')}
        placeholder={copy.messagePlaceholder}
      />
    </FormShell>
  );
}
