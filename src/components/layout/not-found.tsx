import { Home } from 'lucide-react';
import * as enText from '@/content/system-pages';
import * as esText from '@/content/es/system-pages';
import * as enNav from '@/content/navigation';
import * as esNav from '@/content/es/navigation';
import { useLocale } from '@/components/i18n/use-locale';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import styles from './system-page.module.css';

/** The not-found view (docs/behaviour.md#not-found); the server answers it with status 404. */
export function NotFound() {
  const spanish = useLocale() === 'es';
  const t = (spanish ? esText : enText).notFoundText;
  const { footerServiceLinks, contactLink } = spanish ? esNav : enNav;
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
