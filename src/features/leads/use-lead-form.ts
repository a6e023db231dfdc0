import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '@/components/i18n/use-locale';
import type { FormKind } from '@/shared/lead/form-kinds';
import { adoptTyped } from './adopt-typed';
import type { Attachments } from './attachments/use-attachments';
import { allBlank, clearDraft, draftKey, loadDraft, saveDraft, type DraftValues } from './draft-store';
import { applyFieldErrors } from './field-errors';
import { localizedResolver } from './localized-resolver';
import { buildLeadPayload, type LeadDraft } from './payload';
import { useSpamSignals } from './spam-signals';
import { useLeadSubmit } from './use-lead-submit';

interface Options<T extends FieldValues> {
  schema: Parameters<typeof localizedResolver>[0];
  empty: T;
  success: string;
  serverMessageOnError?: boolean;
  /** The form's values as a lead; id, page URL and spam signals are added here. */
  toDraft: (values: T) => Omit<LeadDraft, 'id' | 'pageUrl' | 'language' | 'website' | 'fillMs'>;
  /** The files chosen in the form, sent with the lead and cleared with it (use-attachments.ts). */
  attachments?: Attachments;
  /** Names the form's saved draft (draft-store.ts): the same kind and prefix on both languages' pages. */
  draft: { form: FormKind; idPrefix: string };
}

/**
 * What every lead form does the same way: validate with its zod schema (its messages in the
 * page's language), send through the lead pipeline with the spam signals, clear the form after
 * a success, and put the server's per-field messages on the fields after a refusal. While the
 * visitor types, the values are kept as a draft, so switching language keeps them.
 */
export function useLeadForm<T extends FieldValues>({
  schema,
  empty,
  success,
  serverMessageOnError,
  toDraft,
  attachments,
  draft,
}: Options<T>) {
  // The page's language from its path: right from the first render, before <html lang> follows.
  const locale = useLocale();
  const resolver = useMemo(() => localizedResolver<T>(schema, locale), [schema, locale]);
  const form = useForm<T>({ resolver, defaultValues: empty as DefaultValues<T> });
  const { state, submit } = useLeadSubmit({ success, ...(serverMessageOnError !== undefined && { serverMessageOnError }) });
  const spam = useSpamSignals();
  const formRef = useRef<HTMLFormElement>(null);
  const names = Object.keys(empty) as Path<T>[];
  const key = draftKey(draft.form, draft.idPrefix);

  // Hydrated: take over what was typed meanwhile; with nothing typed, bring back the draft of
  // this form (typed on the other language's page, or before a reload). Then keep the draft as
  // the visitor types, mark the form ready for the submit guard (boot/early.ts), and send a
  // submit that guard held back.
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    adoptTyped(el, names, form.setValue);
    if (allBlank(form.getValues())) {
      const saved = loadDraft(key, empty as DraftValues);
      for (const [name, value] of Object.entries(saved ?? {})) form.setValue(name as Path<T>, value as T[Path<T>], { shouldDirty: true });
    } else {
      // Typed before the code came: kept now, as the visitor may switch language before typing more.
      saveDraft(key, form.getValues());
    }
    const stopSaving = form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(key, values) });
    el.dataset.ready = '';
    if ('submitQueued' in el.dataset) {
      delete el.dataset.submitQueued;
      el.requestSubmit();
    }
    return stopSaving;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form comes alive
  }, []);

  const handleSubmit = form.handleSubmit(async (values) => {
    const signals = spam.read();
    const result = await submit(
      (id) => buildLeadPayload({ ...toDraft(values), id, pageUrl: window.location.pathname, language: locale, ...signals }),
      attachments?.ready,
    );
    if (result?.ok) {
      form.reset(empty);
      clearDraft(key);
      attachments?.clear();
      spam.reset();
    } else applyFieldErrors(result, names, form.setError, locale);
  });
  // React's onSubmit ignores a returned promise; submit() already turns every failure into state.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(event);

  return { form, formRef, errors: form.formState.errors, state, onSubmit, honeypotRef: spam.honeypotRef };
}
