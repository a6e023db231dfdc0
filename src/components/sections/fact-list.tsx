import { useSiteCopy } from '@/components/i18n/site-copy';
import type { LocalFact } from '@/content/types';
import { useLocale } from '@/components/i18n/use-locale';
import styles from './fact-list.module.css';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * Facts about a place, each with the document it comes from and when that was read, so a
 * reader can check it (docs/decisions/016-town-pages.md). A fact not yet read on its source
 * names the page to confirm it at, and our own estimates say so.
 */
export function FactList({ items }: { items: readonly LocalFact[] }) {
  const locale = useLocale();
  const t = useSiteCopy().company.sectionText;
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
          <dd className={styles.source}>
            {fact.source ? (
              <>
                {`${fact.toConfirm ? t.toConfirm : t.source} `}
                <a href={fact.source.url} rel="noopener" lang={locale === 'es' ? 'en' : undefined}>
                  {fact.source.title}
                </a>{' '}
                ({host(fact.source.url)}
                {fact.asOf && !fact.toConfirm && `, ${t.readOn(fact.asOf)}`})
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
