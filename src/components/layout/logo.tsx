// Inline (a data: URL, 0.6 KB): the logo is on every page's first paint, and a request of its own
// would take the connection the page's largest image needs (docs/decisions/019-first-paint.md).
import logoMark from '@/assets/illustrations/logo-mark.svg?inline';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { site } from '@/shared/site';
import { AppLink } from '@/components/ui/app-link';
import styles from './logo.module.css';

export function Logo({ onNavigate, inverse = false }: { onNavigate?: () => void; inverse?: boolean }) {
  const [first, ...rest] = site.name.split(' ');
  // AppLink maps '/' to the home of the page's language (/es on Spanish pages).
  const t = useSiteCopy().navigation.chromeText;
  return (
    <AppLink href="/" className={`${styles.logo} ${inverse ? styles.inverse : ''}`} onClick={onNavigate}>
      <img src={logoMark} alt="" width={40} height={40} className={styles.mark} />
      <span className={styles.word}>
        <span className={styles.name}>{first}</span>
        <span className={styles.rest}>{rest.join(' ')}</span>
      </span>
      <span className="visually-hidden">{t.logoHome}</span>
    </AppLink>
  );
}
