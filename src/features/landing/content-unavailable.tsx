import { Mail } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import styles from '@/components/layout/system-page.module.css';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The longest search term the sentence repeats, so it keeps within the lines its box holds. */
export const SEARCH_TERM_MAX = 24;

/**
 * The search as the visitor typed it, cut between words before SEARCH_TERM_MAX characters (an
 * address can be any length), without a short word left hanging before the mark ('and', 'y', 'de').
 */
export function shownSearchTerm(term: string): string {
  if (term.length <= SEARCH_TERM_MAX) return term;
  const words = term
    .slice(0, SEARCH_TERM_MAX + 1)
    .split(' ')
    .slice(0, -1);
  while (words.length > 1 && words.at(-1)!.length <= 3) words.pop();
  return `${words.length > 0 ? words.join(' ') : term.slice(0, SEARCH_TERM_MAX)}…`;
}

/**
 * The 'Content Not Available' view (docs/behaviour.md#content-not-available): an unknown topic, or a failure while
 * loading. The sentence naming the search is added after hydration only: the server answers
 * every unknown topic with one prerendered file, which must hydrate without a mismatch. Its box
 * is in that file, empty, and holds the lines the sentence takes (CSS: `.detail`), so nothing
 * below it moves when it is written (docs/decisions/029-first-tap.md).
 */
export function ContentUnavailable({ searchTerm, location, failed = false }: { searchTerm?: string; location?: string; failed?: boolean }) {
  const t = useSiteCopy().topicStates.landingText.unavailable;
  const hydrated = useHydrated();
  const search = searchTerm && location ? (hydrated ? `${t.message(shownSearchTerm(searchTerm), location)}.` : '') : undefined;
  const detail = failed ? `${t.error}.` : search;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading" className={styles.heading}>
        {t.title}
      </h1>
      <p className={styles.text}>{t.description}</p>
      {detail !== undefined && <p className={`${styles.text} ${styles.detail}`}>{detail}</p>}
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
