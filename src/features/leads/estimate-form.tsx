import { PhoneField, TextField } from '@/components/form/fields';
import { useSiteCopy } from '@/components/i18n/site-copy';
import * as en from '@/content/forms';
import { useEffect } from 'react';
import { interestOptions, type InterestId } from '@/shared/lead/interests';
import { emptyValues, toWireValues } from '@/shared/lead/lead-fields';
import type { SolarEstimateSummary } from '@/shared/lead/solar-estimate';
import { estimateFormSchema, type EstimateFormValues } from './estimate-form-schema';
import { AttachmentPicker } from './attachments/attachment-picker';
import { useAttachments } from './attachments/use-attachments';
import { FormShell } from './form-shell';
import { LeadFieldInputs } from './lead-field-inputs';
import { joinName } from './payload';
import { useLeadForm } from './use-lead-form';

const empty: EstimateFormValues = { firstName: '', lastName: '', phone: '', email: '', ...emptyValues('estimate') };

/**
 * Spec: the office reads zip code and interests in the message as well as in the fields. In
 * English whatever the page's language: the office reads English.
 */
export function estimateMessage(values: Pick<EstimateFormValues, 'zipCode' | 'interests'>): string {
  const labels = interestOptions.filter((o) => values.interests.includes(o.id)).map((o) => o.label);
  return [
    en.estimateFormCopy.messageIntro,
    `Interested in: ${labels.length ? labels.join(', ') : 'Not specified'}`,
    `ZIP code: ${values.zipCode.trim() || 'Not given'}`,
  ].join('\n');
}

/** What the page the form is on fills in: a new `at` applies it once (a click on "a quote with this estimate"). */
export interface EstimatePrefill {
  at: number;
  zipCode?: string;
  interests: InterestId[];
}

/**
 * The free-estimate form of the service pages (docs/behaviour.md#forms); it really sends (docs/decisions/001-lead-api-contract.md).
 * The solar estimate page fills it (`prefill`) and hands it the estimate to send along (`carried`: src/shared/lead/lead-fields.ts, solarEstimate).
 */
export function EstimateForm({
  idPrefix = 'estimate',
  title,
  prefill,
  carried,
}: {
  idPrefix?: string;
  title?: string;
  prefill?: EstimatePrefill | undefined;
  carried?: { solarEstimate: SolarEstimateSummary } | undefined;
}) {
  const { estimateFormCopy: copy, leadText } = useSiteCopy().forms;
  const attachments = useAttachments('estimate');
  const { form, formRef, errors, state, onSubmit, honeypotRef } = useLeadForm({
    attachments,
    schema: estimateFormSchema,
    empty,
    success: copy.success,
    draft: { form: 'estimate', idPrefix },
    toDraft: (v: EstimateFormValues) => ({
      form: 'estimate',
      name: joinName(v.firstName, v.lastName),
      email: v.email,
      phone: v.phone,
      service: en.estimateFormCopy.service,
      message: estimateMessage(v),
      fields: { ...toWireValues('estimate', v), ...carried },
    }),
  });
  const { register, control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  // Fills what is still empty (a typed ZIP stays) and ticks the interests, then hands the visitor the first box.
  useEffect(() => {
    if (!prefill) return;
    if (prefill.zipCode && !form.getValues('zipCode').trim()) form.setValue('zipCode', prefill.zipCode, { shouldDirty: true });
    const ticked = form.getValues('interests');
    form.setValue('interests', [...ticked, ...prefill.interests.filter((i) => !ticked.includes(i))], { shouldDirty: true });
    document.getElementById(id('firstName'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request from the page
  }, [prefill?.at]);

  return (
    <FormShell
      label={copy.title}
      title={title ?? copy.title}
      onSubmit={onSubmit}
      state={state}
      submitLabel={copy.submit}
      busyLabel={leadText.sending}
      honeypotRef={honeypotRef}
      formRef={formRef}
    >
      <TextField
        id={id('firstName')}
        label={copy.labels.firstName}
        required
        error={errors.firstName?.message}
        registration={register('firstName')}
        autoComplete="given-name"
      />
      <TextField
        id={id('lastName')}
        label={copy.labels.lastName}
        required
        error={errors.lastName?.message}
        registration={register('lastName')}
        autoComplete="family-name"
      />
      <PhoneField id={id('phone')} label={copy.labels.phone} required error={errors.phone?.message} control={control} name="phone" />
      <TextField
        id={id('email')}
        label={copy.labels.email}
        required
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete="email"
      />
      <LeadFieldInputs form="estimate" idPrefix={idPrefix} register={register} control={control} errors={errors} />
      <AttachmentPicker attachments={attachments} idPrefix={idPrefix} />
    </FormShell>
  );
}
