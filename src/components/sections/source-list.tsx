import { useLocale } from '@/components/i18n/use-locale';
import type { SourceLink } from '@/content/types';
import styles from './source-list.module.css';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The documents a page's facts rest on: each a plain link that names its publisher's site. */
export function SourceList({ items }: { items: readonly SourceLink[] }) {
  // Cited documents keep their own (English) titles; a Spanish page says so to screen readers.
  const lang = useLocale() === 'es' ? 'en' : undefined;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.url} className={styles.item}>
          <a href={item.url} rel="noopener" className={styles.link} lang={lang}>
            {item.title}
          </a>
          <span className={styles.host}>{host(item.url)}</span>
        </li>
      ))}
    </ul>
  );
}
