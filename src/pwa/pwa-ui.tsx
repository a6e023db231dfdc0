import { CheckCircle2, CloudOff, RefreshCw, Send } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { replayNow } from '@/offline/page';
import { usePwaState } from './pwa-store';
import { applyUpdate } from './register';
import { RejectedLeads } from './rejected-leads';
import styles from './pwa-ui.module.css';
import { useOutbox } from './use-outbox';

// Never changes, so React never rewrites what the boot script put in the slot.
const BOOT_OWNED = { __html: '' };

/**
 * The app's own notices, stacked at the bottom of the viewport: offline, leads waiting to send
 * (and their confirmation), refused leads with the visitor's text, the update prompt and the
 * install offer, and the other language's page (these two drawn by the boot script). Rendered empty
 * on the server and until the browser reports something.
 */
export function PwaUi() {
  const { online, updateReady } = usePwaState();
  const { pending, rejected, sent, dismiss, uploading } = useOutbox();
  const text = useSiteCopy().offline.offlineText;

  return (
    <div className={styles.stack}>
      <div role="status" className={styles.live}>
        {!online && (
          <p className={`${styles.notice} ${styles.offline}`} data-testid="offline-banner">
            <CloudOff aria-hidden="true" size={18} />
            <span>{text.offline}</span>
          </p>
        )}
        {pending > 0 && (
          <p className={`${styles.notice} ${styles.pending}`} data-testid="outbox-pending">
            <Send aria-hidden="true" size={18} />
            {/* One lead whose files are on their way says how far they are (decisions/028). */}
            <span>
              {pending === 1 && uploading
                ? (uploading.photos ? text.sendingPhotos : text.sendingFiles)(uploading.filesDone, uploading.files)
                : text.pending(pending)}
            </span>
            {online && (
              <button type="button" className={styles.action} onClick={replayNow}>
                {text.sendNow}
              </button>
            )}
          </p>
        )}
        {sent > 0 && pending === 0 && (
          <p className={`${styles.notice} ${styles.sent}`} data-testid="outbox-sent">
            <CheckCircle2 aria-hidden="true" size={18} />
            <span>{sent === 1 ? text.sentOne : text.sentMany(sent)}</span>
          </p>
        )}
      </div>
      {rejected.length > 0 && <RejectedLeads entries={rejected} onDismiss={dismiss} />}
      {updateReady && (
        <div className={`${styles.notice} ${styles.update}`} role="alert" data-testid="update-prompt">
          <RefreshCw aria-hidden="true" size={18} />
          <span>{text.updateReady}</span>
          <button type="button" className={styles.action} onClick={() => void applyUpdate()}>
            {text.reload}
          </button>
        </div>
      )}
      {/* The other language's page and the install offer: the boot script draws them here, React or
          not, and React leaves this slot alone (src/boot/notices.ts). */}
      <div data-boot-notices="" dangerouslySetInnerHTML={BOOT_OWNED} suppressHydrationWarning />
    </div>
  );
}
