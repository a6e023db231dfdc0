import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { leadText, quoteFormCopy as copy, serviceOptions, type FormKind } from '../../content/forms';
import { quoteFormSchema, type QuoteFormValues } from '../../schemas/quote-form';
import { applyFieldErrors } from './field-errors';
import { FormShell } from './form-shell';
import { buildLeadPayload, joinName } from './payload';
import { useSpamSignals } from './spam-signals';
import { useLeadSubmit } from './use-lead-submit';

const empty: QuoteFormValues = { firstName: '', lastName: '', email: '', phone: '', service: '' as never, message: '' };
const fieldNames = Object.keys(empty) as (keyof QuoteFormValues)[];

/** The quote form (spec sections 3-5, 7, 8). `idPrefix` keeps ids unique if a page has two. */
export function QuoteForm({ idPrefix = 'quote', form = 'quote', title }: { idPrefix?: string; form?: FormKind; title?: string }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: empty,
  });
  const { state, submit } = useLeadSubmit({ success: leadText.quoteSuccess });
  const spam = useSpamSignals();
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = handleSubmit(async (values) => {
    const signals = spam.read();
    const result = await submit((leadId) =>
      buildLeadPayload({
        id: leadId,
        form,
        name: joinName(values.firstName, values.lastName),
        email: values.email,
        phone: values.phone,
        service: values.service,
        message: values.message,
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
    <FormShell label={copy.title} title={title} onSubmit={onSubmit} state={state} submitLabel={leadText.submit} busyLabel={leadText.sending} honeypotRef={spam.honeypotRef}>
      <TextField id={id('firstName')} label={copy.labels.firstName} required error={errors.firstName?.message} registration={register('firstName')} autoComplete="given-name" />
      <TextField id={id('lastName')} label={copy.labels.lastName} required error={errors.lastName?.message} registration={register('lastName')} autoComplete="family-name" />
      <TextField id={id('email')} label={copy.labels.email} required error={errors.email?.message} registration={register('email')} type="email" autoComplete="email" />
      <PhoneField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message} control={control} name="phone" placeholder={copy.placeholders.phone} />
      <SelectField id={id('service')} label={copy.labels.service} required full error={errors.service?.message} registration={register('service')} options={serviceOptions} placeholder={copy.serviceChoose} />
      <TextAreaField id={id('message')} label={copy.labels.message} full error={errors.message?.message} registration={register('message')} placeholder={copy.placeholders.message} />
    </FormShell>
  );
}
