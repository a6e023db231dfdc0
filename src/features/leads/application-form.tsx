import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { applicationCopy as copy, positionOptions } from '../../content/forms';
import { applicationFormSchema, type ApplicationFormValues } from '../../schemas/application-form';
import { applyFieldErrors } from './field-errors';
import { FormShell } from './form-shell';
import { buildLeadPayload } from './payload';
import { useSpamSignals } from './spam-signals';
import { useLeadSubmit } from './use-lead-submit';

const empty: ApplicationFormValues = { name: '', email: '', phone: '', position: '' as never, message: '' };
const fieldNames = Object.keys(empty) as (keyof ApplicationFormValues)[];
const positions = positionOptions.map((p) => ({ value: p, label: p }));

/** Spec section 7: the application's message is two lines, position then message. */
export function applicationMessage(position: string | undefined, message: string): string {
  return `Position Applied For: ${position || copy.positionFallback}\nMessage: ${message.trim() || copy.messageFallback}`;
}

/** The careers 'Apply Now' form (spec sections 3, 4, 7, 8). */
export function ApplicationForm({ idPrefix = 'apply', title }: { idPrefix?: string; title?: string }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: empty,
  });
  const { state, submit } = useLeadSubmit({ success: copy.success, serverMessageOnError: true });
  const spam = useSpamSignals();
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = handleSubmit(async (values) => {
    const signals = spam.read();
    const result = await submit((leadId) =>
      buildLeadPayload({
        id: leadId,
        form: 'application',
        name: values.name,
        email: values.email,
        phone: values.phone,
        service: copy.service,
        position: values.position,
        message: applicationMessage(values.position, values.message),
        pageUrl: window.location.pathname,
        ...signals,
      }),
    );
    if (result?.ok) {
      reset(empty);
      spam.reset();
    } else applyFieldErrors(result, fieldNames, setError);
  });

  return (
    <FormShell label={copy.title} title={title} onSubmit={onSubmit} state={state} submitLabel={copy.submit} busyLabel={copy.submitting} honeypotRef={spam.honeypotRef}>
      <TextField id={id('name')} label={copy.labels.name} required full error={errors.name?.message} registration={register('name')} autoComplete="name" />
      <TextField id={id('email')} label={copy.labels.email} required error={errors.email?.message} registration={register('email')} type="email" autoComplete="email" />
      <PhoneField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message} control={control} name="phone" />
      <SelectField id={id('position')} label={copy.labels.position} required full error={errors.position?.message} registration={register('position')} options={positions} placeholder={copy.positionChoose} />
      <TextAreaField id={id('message')} label={copy.labels.message} full error={errors.message?.message} registration={register('message')} placeholder={copy.messagePlaceholder} />
    </FormShell>
  );
}
