import { privacyNotice } from '@/content/forms';
import { AppLink } from '@/components/ui/app-link';
import styles from './privacy-note.module.css';

/**
 * The notice at collection every lead form shows before its submit button
 * (docs/behaviour.md#privacy): what the details are for, and the link to the full notice.
 */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={`${styles.note} ${className ?? ''}`}>
      {privacyNotice.text}{' '}
      <AppLink href={privacyNotice.href} className={styles.link}>
        {privacyNotice.link}
      </AppLink>
    </p>
  );
}
