import { Home } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import styles from './system-page.module.css';

/** The not-found view (docs/behaviour.md#not-found); the server answers it with status 404. */
export function NotFound() {
  const t = useSiteCopy().systemPages.notFoundText;
  const { footerServiceLinks, contactLink } = useSiteCopy().navigation;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        <span className={styles.code}>{t.code}</span> {t.heading}
      </h1>
      <p className={styles.text}>{t.description}</p>
      <ButtonLink href="/">
        <Home aria-hidden="true" size={18} />
        {t.back}
      </ButtonLink>
      <nav aria-labelledby="not-found-popular" className={styles.popular}>
        <h2 id="not-found-popular">{t.helpHeading}</h2>
        <ul>
          {footerServiceLinks.slice(0, 6).map((l) => (
            <li key={l.href}>
              <AppLink href={l.href}>{l.label}</AppLink>
            </li>
          ))}
          <li>
            <AppLink href={contactLink.href}>{contactLink.label}</AppLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}
