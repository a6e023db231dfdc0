import type { Feature } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './feature-grid.module.css';
import { REVEAL_DELAYS_MS, useReveal } from './use-reveal';

function FeatureItem({ item, index }: { item: Feature; index: number }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} data-reveal="" className={styles.item} data-reveal-step={index % REVEAL_DELAYS_MS.length}>
      <span className={styles.icon}>
        <Icon name={item.icon} size={26} />
      </span>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.text}</p>
    </li>
  );
}

/** Icon, title and text per item: benefits, reasons, options. No links. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 | undefined }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item, i) => (
        <FeatureItem key={item.title} item={item} index={i} />
      ))}
    </ul>
  );
}
