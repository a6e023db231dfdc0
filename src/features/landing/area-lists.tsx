import { Fragment } from 'react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import type { AreaList } from '@/content/about/areas-we-serve';
import styles from './area-lists.module.css';

/** The three lists of the areas page: residential towns (each linking to its page), commercial counties, farm regions. */
export function AreaLists({ lists }: { lists: readonly AreaList[] }) {
  const { pageText } = useSiteCopy().topicText;
  return (
    <div className={styles.grid}>
      {lists.map((list) => (
        <article key={list.id} className={styles.card} aria-labelledby={`areas-${list.id}`}>
          <span className={styles.icon}>
            <Icon name={list.icon} size={24} />
          </span>
          <h3 id={`areas-${list.id}`}>
            {list.title} <span className={styles.count}>({list.items.length})</span>
          </h3>
          <p className={styles.text}>{list.text}</p>
          <ul className={styles.list}>
            {list.items.map((item) =>
              typeof item === 'string' ? (
                <li key={item}>{item}</li>
              ) : (
                <li key={item[0]!.href}>
                  {item.map((link, i) => (
                    <Fragment key={link.href}>
                      {i > 0 && pageText.and}
                      <AppLink href={link.href}>{link.label}</AppLink>
                    </Fragment>
                  ))}
                </li>
              ),
            )}
          </ul>
        </article>
      ))}
    </div>
  );
}
