import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CheckboxGroup, PhoneField, TextField } from '../../components/form/fields';
import { estimateFormCopy as copy, interestOptions, leadText } from '../../content/forms';
import { estimateFormSchema, type EstimateFormValues } from '../../schemas/estimate-form';
import { applyFieldErrors } from './field-errors';
import { FormShell } from './form-shell';
import { buildLeadPayload, joinName } from './payload';
import { useSpamSignals } from './spam-signals';
import { useLeadSubmit } from './use-lead-submit';

const empty: EstimateFormValues = { firstName: '', lastName: '', phone: '', email: '', zipCode: '', interests: [] };
const fieldNames = Object.keys(empty) as (keyof EstimateFormValues)[];

/** Spec: the office reads zip code and interests in the message as well as in the fields. */
export function estimateMessage(values: Pick<EstimateFormValues, 'zipCode' | 'interests'>): string {
  const labels = interestOptions.filter((o) => values.interests.includes(o.id)).map((o) => o.label);
  return [
    copy.messageIntro,
    `Interested in: ${labels.length ? labels.join(', ') : 'Not specified'}`,
    `ZIP code: ${values.zipCode.trim() || 'Not given'}`,
  ].join('\n');
}

/** The free-estimate form of the service pages (spec section 3); it really sends (decisions.md). */
export function EstimateForm({ idPrefix = 'estimate', title = copy.title }: { idPrefix?: string; title?: string }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<EstimateFormValues>({
    resolver: zodResolver(estimateFormSchema),
    defaultValues: empty,
  });
  const { state, submit } = useLeadSubmit({ success: copy.success });
  const spam = useSpamSignals();
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = handleSubmit(async (values) => {
    const signals = spam.read();
    const result = await submit((leadId) =>
      buildLeadPayload({
        id: leadId,
        form: 'estimate',
        name: joinName(values.firstName, values.lastName),
        email: values.email,
        phone: values.phone,
        service: copy.service,
        message: estimateMessage(values),
        zipCode: values.zipCode,
        interests: values.interests,
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
    <FormShell label={copy.title} title={title} onSubmit={onSubmit} state={state} submitLabel={copy.submit} busyLabel={leadText.sending} honeypotRef={spam.honeypotRef}>
      <TextField id={id('firstName')} label={copy.labels.firstName} required error={errors.firstName?.message} registration={register('firstName')} autoComplete="given-name" />
      <TextField id={id('lastName')} label={copy.labels.lastName} required error={errors.lastName?.message} registration={register('lastName')} autoComplete="family-name" />
      <PhoneField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message} control={control} name="phone" />
      <TextField id={id('email')} label={copy.labels.email} required error={errors.email?.message} registration={register('email')} type="email" autoComplete="email" />
      <TextField id={id('zipCode')} label={copy.labels.zipCode} error={errors.zipCode?.message} registration={register('zipCode')} autoComplete="postal-code" inputMode="numeric" />
      <CheckboxGroup control={control} name="interests" legend={copy.labels.interests} idPrefix={idPrefix} options={interestOptions} full />
    </FormShell>
  );
}
