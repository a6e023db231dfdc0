import { AlertCircle, CheckCircle2, CloudOff, CloudUpload } from 'lucide-react';
import styles from './form.module.css';

export type StatusKind = 'success' | 'error' | 'queued' | 'uploading';

const icons = { success: CheckCircle2, error: AlertCircle, queued: CloudOff, uploading: CloudUpload } as const;
const tone = { success: styles.statusSuccess, error: styles.statusError, queued: styles.statusQueued, uploading: styles.statusQueued };

/**
 * The outcome of a submit, in live regions that screen readers announce: errors assertively,
 * success, "saved for later" and "sending photos (2 of 5)" politely. Both regions are always in
 * the DOM so the announcement fires when their text changes. `progress` (0 to 1) shows as a bar
 * under the text while files are on their way (docs/behaviour.md#forms); the bar is not
 * announced, the count in the text is.
 */
export function FormStatus({
  kind,
  message,
  progress,
}: {
  kind: StatusKind | null;
  message: string | null;
  progress?: number | undefined;
}) {
  const Icon = kind ? icons[kind] : null;
  const body =
    kind && message && Icon ? (
      <p className={`${styles.status} ${tone[kind]}`} data-status={kind}>
        <Icon aria-hidden="true" size={20} />
        <span className={styles.statusText}>
          <span>{message}</span>
          {kind === 'uploading' && progress !== undefined && (
            <progress className={styles.progress} max={1} value={progress} aria-hidden="true" />
          )}
        </span>
      </p>
    ) : null;
  return (
    <>
      <div role="alert">{kind === 'error' ? body : null}</div>
      <div role="status">{kind && kind !== 'error' ? body : null}</div>
    </>
  );
}
