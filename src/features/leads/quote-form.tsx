import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../components/form/form-field';
import { FormStatus } from '../../components/form/form-status';
import styles from '../../components/form/form.module.css';
import { RequiredNote } from '../../components/form/required-note';
import { SubmitButton } from '../../components/form/submit-button';
import { leadText, quoteFormCopy as copy, serviceOptions, type FormKind } from '../../content/forms';
import { normalizePhone } from '../../schemas/phone';
import { quoteFormSchema, type QuoteFormValues } from '../../schemas/quote-form';
import { buildLeadPayload, joinName } from './payload';
import { useLeadSubmit } from './use-lead-submit';

const empty: QuoteFormValues = { firstName: '', lastName: '', email: '', phone: '', service: '' as never, message: '' };

/** The quote form (spec sections 3-5, 7, 8). `idPrefix` keeps ids unique if a page has two. */
export function QuoteForm({ idPrefix = 'quote', form = 'quote' }: { idPrefix?: string; form?: FormKind }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: empty,
  });
  const { state, submit } = useLeadSubmit(leadText.quoteSuccess);
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onValid = handleSubmit(async (values) => {
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
      }),
    );
    if (result?.ok) reset(empty);
    else if (result && !result.ok && result.fields) {
      for (const [field, message] of Object.entries(result.fields)) {
        if (field in empty) setError(field as keyof QuoteFormValues, { message });
      }
    }
  });

  return (
    <form noValidate onSubmit={onValid} aria-label={copy.title} className={styles.grid}>
      <FormField id={id('firstName')} label={copy.labels.firstName} required error={errors.firstName?.message}>
        {(aria) => <input {...aria} {...register('firstName')} className={styles.control} autoComplete="given-name" />}
      </FormField>
      <FormField id={id('lastName')} label={copy.labels.lastName} required error={errors.lastName?.message}>
        {(aria) => <input {...aria} {...register('lastName')} className={styles.control} autoComplete="family-name" />}
      </FormField>
      <FormField id={id('email')} label={copy.labels.email} required error={errors.email?.message}>
        {(aria) => (
          <input {...aria} {...register('email')} type="email" className={styles.control} autoComplete="email" />
        )}
      </FormField>
      <FormField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <input
                {...aria}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(normalizePhone(e.target.value))}
                type="tel"
                inputMode="tel"
                className={styles.control}
                autoComplete="tel"
                placeholder={copy.placeholders.phone}
              />
            )}
          />
        )}
      </FormField>
      <FormField id={id('service')} label={copy.labels.service} required error={errors.service?.message} className={styles.full}>
        {(aria) => (
          <select {...aria} {...register('service')} className={styles.control}>
            <option value="">{copy.serviceChoose}</option>
            {serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('message')} label={copy.labels.message} error={errors.message?.message} className={styles.full}>
        {(aria) => (
          <textarea {...aria} {...register('message')} className={styles.control} rows={5} placeholder={copy.placeholders.message} />
        )}
      </FormField>
      <div className={`${styles.full} ${styles.actions}`}>
        <SubmitButton busy={state.busy} label={leadText.submit} busyLabel={leadText.sending} />
        <RequiredNote />
      </div>
      <div className={styles.full}>
        <FormStatus kind={state.kind} message={state.message} />
      </div>
    </form>
  );
}
