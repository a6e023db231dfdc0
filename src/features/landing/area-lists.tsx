import { Icon } from '@/components/ui/icon';
import type { AreaList } from '@/content/about/areas-we-serve';
import styles from './area-lists.module.css';

/** The three lists of the areas page: residential towns, commercial counties, farm regions. */
export function AreaLists({ lists }: { lists: readonly AreaList[] }) {
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
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
