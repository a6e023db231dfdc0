import { AppLink } from '@/components/ui/app-link';
import type { Href } from '@/content/links';
import styles from './link-list.module.css';

/** A short list of related pages: a name that links, and a line on what is there. */
export function LinkList({ items }: { items: readonly { label: string; href: Href; text?: string }[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <AppLink href={item.href} className={styles.link}>
            {item.label}
          </AppLink>
          {item.text && <span className={styles.text}>{item.text}</span>}
        </li>
      ))}
    </ul>
  );
}
