import { useState, type ReactNode } from 'react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { setPwaState, usePwaState } from './pwa-store';
import styles from './pwa-ui.module.css';

/** "Install app", shown only when the browser offers installation (beforeinstallprompt). */
export function InstallOffer({ icon }: { icon: ReactNode }) {
  const { installOffer } = usePwaState();
  const [declined, setDeclined] = useState(false);
  const text = useSiteCopy().offline.offlineText;
  if (!installOffer || declined) return null;

  const install = async () => {
    await installOffer.prompt();
    await installOffer.userChoice.catch(() => undefined);
    setPwaState({ installOffer: null }); // an offer can be used once
  };

  return (
    <div className={`${styles.notice} ${styles.install}`} data-testid="install-offer" data-browser-only="">
      {icon}
      <span>{text.installHint}</span>
      <span className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void install()}>
          {text.install}
        </button>
        <button type="button" className={styles.quiet} onClick={() => setDeclined(true)}>
          {text.later}
        </button>
      </span>
    </div>
  );
}
