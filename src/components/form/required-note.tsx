import * as en from '@/content/forms';
import * as es from '@/content/es/forms';
import { useLocale } from '@/components/i18n/use-locale';
import styles from './form.module.css';

export function RequiredNote() {
  const { leadText } = useLocale() === 'es' ? es : en;
  return <p className={styles.note}>{leadText.requiredNote}</p>;
}
