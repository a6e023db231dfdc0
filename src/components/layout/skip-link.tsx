import { useSiteCopy } from '@/components/i18n/site-copy';
import styles from './skip-link.module.css';

export function SkipLink() {
  const t = useSiteCopy().navigation.chromeText;
  return (
    <a href="#main" className={styles.skip}>
      {t.skipToContent}
    </a>
  );
}
