import type { FormEventHandler, ReactNode } from 'react';
import { FormStatus } from '../../components/form/form-status';
import styles from '../../components/form/form.module.css';
import { RequiredNote } from '../../components/form/required-note';
import { SubmitButton } from '../../components/form/submit-button';
import type { SubmitState } from './use-lead-submit';

/** The frame every lead form shares: title, fields grid, submit with its busy label, outcome. */
export function FormShell(props: {
  label: string;
  title?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  state: SubmitState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={props.onSubmit} aria-label={props.label} className={styles.grid}>
      {props.title && <h3 className={styles.formTitle}>{props.title}</h3>}
      {props.children}
      <div className={`${styles.full} ${styles.actions}`}>
        <SubmitButton busy={props.state.busy} label={props.submitLabel} busyLabel={props.busyLabel} />
        <RequiredNote />
      </div>
      <div className={styles.full}>
        <FormStatus kind={props.state.kind} message={props.state.message} />
      </div>
    </form>
  );
}
