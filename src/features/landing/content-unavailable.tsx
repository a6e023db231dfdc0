import { Mail } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useSyncExternalStore } from 'react';
import styles from '@/components/layout/system-page.module.css';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';

const subscribe = () => () => {};

/**
 * The 'Content Not Available' view (docs/behaviour.md#content-not-available): an unknown topic, or a failure while
 * loading. The sentence naming the search is added after hydration only: the server answers
 * every unknown topic with one prerendered file, which must hydrate without a mismatch.
 */
export function ContentUnavailable({ searchTerm, location, failed = false }: { searchTerm?: string; location?: string; failed?: boolean }) {
  const t = useSiteCopy().topicStates.landingText.unavailable;
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const detail = failed ? t.error : hydrated && searchTerm && location ? t.message(searchTerm, location) : null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading" className={styles.heading}>
        {t.title}
      </h1>
      <p className={styles.text}>{t.description}</p>
      {detail && <p className={styles.text}>{detail}.</p>}
      <ButtonLink href="/contact">
        <Mail aria-hidden="true" size={18} />
        {t.contact}
      </ButtonLink>
      <p>
        <AppLink href="/about/areas-we-serve">{t.browse}</AppLink>
      </p>
    </section>
  );
}
