import { useSiteCopy } from '@/components/i18n/site-copy';
import styles from './form.module.css';

export function RequiredNote() {
  const { leadText } = useSiteCopy().forms;
  return <p className={styles.note}>{leadText.requiredNote}</p>;
}
