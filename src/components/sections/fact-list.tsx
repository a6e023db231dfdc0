import { useSiteCopy } from '@/components/i18n/site-copy';
import type { IsoDate } from '@/content/facts/incentive-types';
import type { LocalFact } from '@/content/types';
import { useLocale } from '@/components/i18n/use-locale';
import styles from './fact-list.module.css';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * Facts about a place, each with the document it comes from and when that was read, so a
 * reader can check it (docs/decisions/016-town-pages.md). Only facts read on their source reach
 * a page (docs/decisions/027-content-truth.md); our own estimates say so.
 */
export function FactList({ items }: { items: readonly LocalFact[] }) {
  const locale = useLocale();
  const copy = useSiteCopy();
  const t = copy.company.sectionText;
  return (
    <dl className={styles.list}>
      {items.map((fact) => (
        <div key={`${fact.label}-${fact.value}`} className={styles.item}>
          <dt className={styles.label}>{fact.label}</dt>
          {/* A sentence reads as text; a short value (a utility, a zone) stands out. */}
          <dd className={styles.value} data-sentence={fact.value.length > 48 ? '' : undefined}>
            {fact.value}
          </dd>
          {fact.detail && <dd className={styles.detail}>{fact.detail}</dd>}
          <dd className={styles.source} data-source="">
            {fact.source ? (
              <>
                {`${t.source} `}
                <a href={fact.source.url} lang={locale === 'es' ? 'en' : undefined} data-as-of={fact.asOf}>
                  {fact.source.title}
                </a>
                {/* Whole runs of text as single nodes: the prerendered page carries no separators. */}
                {fact.asOf ? (
                  <>
                    {` (${host(fact.source.url)}, `}
                    <time dateTime={fact.asOf}>{`${t.read} ${copy.dates.monthYear(fact.asOf as IsoDate)}`}</time>
                    {')'}
                  </>
                ) : (
                  ` (${host(fact.source.url)})`
                )}
              </>
            ) : (
              t.ourEstimate
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
