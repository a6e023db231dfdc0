import { useSiteCopy } from '@/components/i18n/site-copy';
import { useLocale } from '@/components/i18n/use-locale';
import type { IsoDate } from '@/content/facts/incentive-types';
import type { SourceLink } from '@/content/types';
import styles from './source-list.module.css';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * The documents a page's facts rest on: each a plain link that names its publisher's site and,
 * when the page states a figure from it, the day it was last checked (data-as-of), which the
 * build's content check reads (docs/decisions/027-content-truth.md).
 */
export function SourceList({ items }: { items: readonly SourceLink[] }) {
  // Cited documents keep their own (English) titles; a Spanish page says so to screen readers.
  const lang = useLocale() === 'es' ? 'en' : undefined;
  const copy = useSiteCopy();
  const t = copy.company.sectionText;
  return (
    <ul className={styles.list} data-sources="">
      {items.map((item) => (
        <li key={item.url} className={styles.item}>
          <a href={item.url} className={styles.link} lang={lang} data-as-of={item.asOf}>
            {item.title}
          </a>
          <span className={styles.host}>
            {/* One text node, so React writes no <!-- --> separator into every item. */}
            {item.asOf ? `${host(item.url)}, ${t.checkedOn} ` : host(item.url)}
            {item.asOf && <time dateTime={item.asOf}>{copy.dates.longDate(item.asOf as IsoDate)}</time>}
          </span>
        </li>
      ))}
    </ul>
  );
}
