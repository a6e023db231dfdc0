// Inline (a data: URL, 0.6 KB): the logo is on every page's first paint, and a request of its own
// would take the connection the page's largest image needs (docs/decisions/019-first-paint.md).
import logoMarkAsBuilt from '@/assets/illustrations/logo-mark.svg?inline';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { site } from '@/shared/site';
import { AppLink } from '@/components/ui/app-link';
import styles from './logo.module.css';

/**
 * The logo mark's data: URL with its quotes percent-encoded (`%27`), as a URL may carry them:
 * React writes each `'` of an attribute as `&#x27;`, and the mark has 70, on every page three
 * times (header, footer, tab icon): 14-32 bytes of each page's compressed first round trip.
 */
export const logoMark = logoMarkAsBuilt.replaceAll("'", '%27');

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
