import { Quote } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import type { Testimonial } from '@/content/types';
import styles from './testimonials.module.css';

/** Review cards; a sample review says so above its quote (docs/decisions/011-fictional-samples.md). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const { testimonialsText } = useSiteCopy().testimonials;
  return (
    <ul className={styles.grid}>
      {items.map((t) => (
        <li key={t.name} className={styles.card} data-owner-fact={t.sample ? 'sample' : 'verified'}>
          <figure>
            {t.sample ? (
              <p className={styles.sample}>{testimonialsText.sampleLabel}</p>
            ) : (
              <Quote aria-hidden="true" size={28} className={styles.mark} />
            )}
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
