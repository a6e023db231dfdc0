import type { LocalFact } from '@/content/types';
import styles from './fact-list.module.css';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const date = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Facts about a place, each with the document it comes from and when that was read, so a
 * reader can check it (docs/decisions/016-town-pages.md). A fact not yet read on its source
 * names the page to confirm it at, and our own estimates say so.
 */
export function FactList({ items }: { items: readonly LocalFact[] }) {
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
                {fact.toConfirm ? 'To confirm at: ' : 'Source: '}
                <a href={fact.source.url} rel="noopener">
                  {fact.source.title}
                </a>{' '}
                ({host(fact.source.url)}
                {fact.asOf && !fact.toConfirm && `, read ${date(fact.asOf)}`})
              </>
            ) : (
              'Our estimate'
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
