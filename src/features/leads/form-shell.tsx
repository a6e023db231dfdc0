import { useId, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { FormStatus } from '@/components/form/form-status';
import styles from '@/components/form/form.module.css';
import { PrivacyNote } from '@/components/form/privacy-note';
import { RequiredNote } from '@/components/form/required-note';
import { SubmitButton } from '@/components/form/submit-button';
import trap from './honeypot.module.css';
import { LeadReceipt } from './lead-receipt';
import type { SubmitState } from './use-lead-submit';

/**
 * The frame every lead form shares: title, fields grid, the honeypot, the privacy notice,
 * submit with its busy label, outcome.
 */
export function FormShell({
  honeypotRef,
  formRef,
  ...props
}: {
  label: string;
  title?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  state: SubmitState;
  submitLabel: string;
  busyLabel: string;
  /** From useSpamSignals: the form reads the honeypot through it when it sends. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** From useLeadForm: the form element, to adopt early typing and flush a held submit. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A quote form: after a success, its reference and when we call back (lead-receipt.tsx). */
  receipt?: boolean;
  children: ReactNode;
}) {
  const honeypotId = useId();
  const { honeypotCopy } = useSiteCopy().forms;
  return (
    <form ref={formRef} noValidate onSubmit={props.onSubmit} aria-label={props.label} className={styles.grid} data-lead-form="">
      {props.title && <h3 className={styles.formTitle}>{props.title}</h3>}
      {props.children}
      <div className={trap.trap} aria-hidden="true">
        <label htmlFor={honeypotId}>{honeypotCopy.label}</label>
        <input ref={honeypotRef} id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <PrivacyNote className={styles.full} />
      <div className={`${styles.full} ${styles.actions}`}>
        <SubmitButton busy={props.state.busy} label={props.submitLabel} busyLabel={props.busyLabel} />
        <RequiredNote />
      </div>
      <div className={styles.full}>
        <FormStatus kind={props.state.kind} message={props.state.message} progress={props.state.progress} />
        {props.receipt && props.state.kind === 'success' && <LeadReceipt reference={props.state.reference} />}
      </div>
    </form>
  );
}
