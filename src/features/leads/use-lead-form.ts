import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { documentLocale } from '@/shared/i18n/locales';
import { adoptTyped } from './adopt-typed';
import type { Attachments } from './attachments/use-attachments';
import { applyFieldErrors } from './field-errors';
import { buildLeadPayload, type LeadDraft } from './payload';
import { useSpamSignals } from './spam-signals';
import { useLeadSubmit } from './use-lead-submit';

interface Options<T extends FieldValues> {
  schema: Parameters<typeof zodResolver>[0];
  empty: T;
  success: string;
  serverMessageOnError?: boolean;
  /** The form's values as a lead; id, page URL and spam signals are added here. */
  toDraft: (values: T) => Omit<LeadDraft, 'id' | 'pageUrl' | 'language' | 'website' | 'fillMs'>;
  /** The files chosen in the form, sent with the lead and cleared with it (use-attachments.ts). */
  attachments?: Attachments;
}

/**
 * What every lead form does the same way: validate with its zod schema, send through the lead
 * pipeline with the spam signals, clear the form after a success, and put the server's
 * per-field messages on the fields after a refusal.
 */
export function useLeadForm<T extends FieldValues>({ schema, empty, success, serverMessageOnError, toDraft, attachments }: Options<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema) as unknown as Resolver<T>, defaultValues: empty as DefaultValues<T> });
  const { state, submit } = useLeadSubmit({ success, ...(serverMessageOnError !== undefined && { serverMessageOnError }) });
  const spam = useSpamSignals();
  const formRef = useRef<HTMLFormElement>(null);
  const names = Object.keys(empty) as Path<T>[];

  // Hydrated: take over what was typed meanwhile, mark the form ready for the submit guard
  // (boot/intent.ts), and send a submit that guard held back.
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    adoptTyped(el, names, form.setValue);
    el.dataset.ready = '';
    if ('submitQueued' in el.dataset) {
      delete el.dataset.submitQueued;
      el.requestSubmit();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form comes alive
  }, []);

  const handleSubmit = form.handleSubmit(async (values) => {
    const signals = spam.read();
    const result = await submit(
      (id) => buildLeadPayload({ ...toDraft(values), id, pageUrl: window.location.pathname, language: documentLocale(), ...signals }),
      attachments?.ready,
    );
    if (result?.ok) {
      form.reset(empty);
      attachments?.clear();
      spam.reset();
    } else applyFieldErrors(result, names, form.setError);
  });
  // React's onSubmit ignores a returned promise; submit() already turns every failure into state.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(event);

  return { form, formRef, errors: form.formState.errors, state, onSubmit, honeypotRef: spam.honeypotRef };
}
