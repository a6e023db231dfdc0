import { leadText } from '@/content/forms';
import styles from './form.module.css';

export function RequiredNote() {
  return <p className={styles.note}>{leadText.requiredNote}</p>;
}
