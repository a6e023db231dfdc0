import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useLocale } from '@/components/i18n/use-locale';
import type { FormKind } from '@/shared/lead/form-kinds';
import { leadMessages } from '@/shared/lead/messages';
import { leadMessagesEs } from '@/shared/lead/messages-es';
import { emptyValues, toWireValues } from '@/shared/lead/lead-fields';
import { serviceOptions } from '@/shared/lead/services';
import { utilityOfZip } from '@/shared/places/service-area';
import { useEffect, useRef } from 'react';
import { AttachmentPicker } from './attachments/attachment-picker';
import { useAttachments } from './attachments/use-attachments';
import { FormShell } from './form-shell';
import { LeadFieldInputs } from './lead-field-inputs';
import { joinName } from './payload';
import { quoteFormSchema, type QuoteFormValues } from './quote-form-schema';
import { useLeadForm } from './use-lead-form';

const empty: QuoteFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  service: '' as never,
  message: '',
  ...emptyValues('quote'),
};
// The id is the option's value (what the wire carries); the visitor reads the label.
const services = {
  en: serviceOptions.map((o) => ({ value: o.id, label: o.label })),
  es: serviceOptions.map((o) => ({ value: o.id, label: o.labelEs })),
};

/** The quote form (docs/behaviour.md#forms). `idPrefix` keeps ids unique if a page has two. */
export function QuoteForm({ idPrefix = 'quote', form = 'quote', title }: { idPrefix?: string; form?: FormKind; title?: string }) {
  const locale = useLocale();
  const { quoteFormCopy: copy, leadText } = useSiteCopy().forms;
  const attachments = useAttachments(form);
  const {
    form: f,
    formRef,
    errors,
    state,
    onSubmit,
    honeypotRef,
  } = useLeadForm({
    attachments,
    schema: quoteFormSchema,
    empty,
    // The server's answer to a quote, in the page's language.
    success: (locale === 'es' ? leadMessagesEs : leadMessages).quoteSuccess,
    draft: { form, idPrefix },
    toDraft: (v: QuoteFormValues) => ({
      form,
      name: joinName(v.firstName, v.lastName),
      email: v.email,
      phone: v.phone,
      service: v.service,
      message: v.message,
      fields: toWireValues('quote', v),
    }),
  });
  const { register, control } = f;
  const id = (name: string) => `${idPrefix}-${name}`;

  // The utility follows from the ZIP where the town facts say which one serves it; a choice the
  // visitor made stands (docs/behaviour.md#forms).
  const zip = f.watch('zipCode');
  const preset = useRef<string>('');
  useEffect(() => {
    const utility = utilityOfZip(zip);
    const current = f.getValues('utility');
    if (!utility || (current !== '' && current !== preset.current)) return;
    preset.current = utility;
    if (current !== utility) f.setValue('utility', utility);
  }, [zip, f]);

  return (
    <FormShell
      label={copy.title}
      title={title}
      onSubmit={onSubmit}
      state={state}
      submitLabel={leadText.submit}
      busyLabel={leadText.sending}
      honeypotRef={honeypotRef}
      formRef={formRef}
      receipt
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
      <TextField
        id={id('email')}
        label={copy.labels.email}
        required
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete="email"
      />
      <PhoneField
        id={id('phone')}
        label={copy.labels.phone}
        required
        error={errors.phone?.message}
        control={control}
        name="phone"
        placeholder={copy.placeholders.phone}
      />
      <SelectField
        id={id('service')}
        label={copy.labels.service}
        required
        full
        error={errors.service?.message}
        registration={register('service')}
        options={services[locale]}
        placeholder={copy.serviceChoose}
      />
      <LeadFieldInputs form="quote" idPrefix={idPrefix} register={register} control={control} errors={errors} />
      <TextAreaField
        id={id('message')}
        label={copy.labels.message}
        full
        error={errors.message?.message}
        registration={register('message')}
        placeholder={copy.placeholders.message}
      />
      <AttachmentPicker attachments={attachments} idPrefix={idPrefix} />
      <LeadFieldInputs form="quote" idPrefix={idPrefix} register={register} control={control} errors={errors} place="end" />
    </FormShell>
  );
}
