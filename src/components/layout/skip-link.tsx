import * as en from '@/content/navigation';
import * as es from '@/content/es/navigation';
import { useLocale } from '@/components/i18n/use-locale';
import styles from './skip-link.module.css';

export function SkipLink() {
  const t = (useLocale() === 'es' ? es : en).chromeText;
  return (
    <a href="#main" className={styles.skip}>
      {t.skipToContent}
    </a>
  );
}
