import * as en from '@/content/forms';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { AppLink } from '@/components/ui/app-link';
import styles from './privacy-note.module.css';

/**
 * The notice at collection every lead form shows before its submit button
 * (docs/behaviour.md#privacy): what the details are for, and the link to the full notice.
 */
export function PrivacyNote({ className }: { className?: string }) {
  // The link keeps the English path; AppLink takes a Spanish page to its twin.
  const { privacyNotice } = useSiteCopy().forms;
  return (
    <p className={`${styles.note} ${className ?? ''}`}>
      {`${privacyNotice.text} `}
      <AppLink href={en.privacyNotice.href} className={styles.link}>
        {privacyNotice.link}
      </AppLink>
    </p>
  );
}
