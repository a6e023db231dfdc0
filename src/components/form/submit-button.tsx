import { Loader2 } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import styles from './form.module.css';

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={busy} aria-disabled={busy}>
      {busy && <Loader2 aria-hidden="true" size={18} className={styles.spin} />}
      {busy ? busyLabel : label}
    </button>
  );
}
