import { AlertCircle, CheckCircle2, CloudOff } from 'lucide-react';
import styles from './form.module.css';

export type StatusKind = 'success' | 'error' | 'queued';

const icons = { success: CheckCircle2, error: AlertCircle, queued: CloudOff } as const;
const tone = { success: styles.statusSuccess, error: styles.statusError, queued: styles.statusQueued };

/**
 * The outcome of a submit, in live regions that screen readers announce: errors assertively,
 * success and "saved for later" politely. Both regions are always in the DOM so the
 * announcement fires when their text changes.
 */
export function FormStatus({ kind, message }: { kind: StatusKind | null; message: string | null }) {
  const Icon = kind ? icons[kind] : null;
  const body =
    kind && message && Icon ? (
      <p className={`${styles.status} ${tone[kind]}`}>
        <Icon aria-hidden="true" size={20} />
        <span>{message}</span>
      </p>
    ) : null;
  return (
    <>
      <div role="alert">{kind === 'error' ? body : null}</div>
      <div role="status">{kind && kind !== 'error' ? body : null}</div>
    </>
  );
}
