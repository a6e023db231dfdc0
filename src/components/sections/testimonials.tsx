import { Quote } from 'lucide-react';
import type { Testimonial } from '@/content/types';
import styles from './testimonials.module.css';

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((t) => (
        <li key={t.name} className={styles.card}>
          <figure>
            <Quote aria-hidden="true" size={28} className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <strong>{t.name}</strong>
              <span>
                {t.place} · {t.project}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
