import { PhoneField, TextAreaField, TextField } from '@/components/form/fields';
import { useSiteCopy } from '@/components/i18n/site-copy';
import * as en from '@/content/forms';
import { emptyValues, toWireValues } from '@/shared/lead/lead-fields';
import { findPosition } from '@/shared/lead/positions';
import { applicationFormSchema, type ApplicationFormValues } from './application-form-schema';
import { AttachmentPicker } from './attachments/attachment-picker';
import { useAttachments } from './attachments/use-attachments';
import { FormShell } from './form-shell';
import { LeadFieldInputs } from './lead-field-inputs';
import { useLeadForm } from './use-lead-form';

const empty: ApplicationFormValues = { name: '', email: '', phone: '', ...emptyValues('application'), message: '' };

/**
 * Spec section 7: the application's message is two lines, position (its label) then message.
 * In English whatever the page's language: the office reads English.
 */
export function applicationMessage(position: string | undefined, message: string): string {
  const label = position ? (findPosition(position)?.label ?? position) : en.applicationCopy.positionFallback;
  return `Position Applied For: ${label}\nMessage: ${message.trim() || en.applicationCopy.messageFallback}`;
}

/** The careers 'Apply Now' form (docs/behaviour.md#forms). */
export function ApplicationForm({ idPrefix = 'apply', title }: { idPrefix?: string; title?: string }) {
  const copy = useSiteCopy().forms.applicationCopy;
  const attachments = useAttachments('application');
  const { form, formRef, errors, state, onSubmit, honeypotRef } = useLeadForm({
    attachments,
    schema: applicationFormSchema,
    empty,
    success: copy.success,
    serverMessageOnError: true,
    draft: { form: 'application', idPrefix },
    toDraft: (v: ApplicationFormValues) => ({
      form: 'application',
      name: v.name,
      email: v.email,
      phone: v.phone,
      service: en.applicationCopy.service,
      fields: toWireValues('application', v),
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
      <LeadFieldInputs form="application" idPrefix={idPrefix} register={register} control={control} errors={errors} />
      <TextAreaField
        id={id('message')}
        label={copy.labels.message}
        full
        error={errors.message?.message}
        registration={register('message')}
        placeholder={copy.messagePlaceholder}
      />
      <AttachmentPicker attachments={attachments} idPrefix={idPrefix} />
    </FormShell>
  );
}
