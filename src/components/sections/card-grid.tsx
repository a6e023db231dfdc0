import { ArrowRight } from 'lucide-react';
import type { Href } from '@/content/links';
import type { Illustration } from '@/content/types';
import { AppLink } from '@/components/ui/app-link';
import styles from './card-grid.module.css';
import { REVEAL_DELAYS_MS, useReveal } from './use-reveal';
import cardLink from '@/components/ui/card-link.module.css';

export interface CardItem {
  title: string;
  text: string;
  href: Href;
  cta: string;
  image?: Illustration;
}

function Card({ item, index, headingLevel }: { item: CardItem; index: number; headingLevel: 'h2' | 'h3' }) {
  const ref = useReveal<HTMLElement>();
  const Heading = headingLevel;
  return (
    <article ref={ref} className={`${cardLink.card} ${styles.card}`} data-reveal="" data-reveal-step={index % REVEAL_DELAYS_MS.length}>
      {item.image && (
        <img
          className={styles.image}
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{item.title}</Heading>
        <p className={styles.text}>{item.text}</p>
        <AppLink href={item.href} className={`${cardLink.link} ${styles.link}`}>
          {item.cta}
          <span className="visually-hidden">: {item.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </AppLink>
      </div>
    </article>
  );
}

/** Cards that reveal once at 10% visibility with the 100/300/500/700 ms stagger (docs/behaviour.md#hero-and-reveal). */
export function CardGrid({
  items,
  headingLevel = 'h3',
  columns = 4,
}: {
  items: readonly CardItem[];
  headingLevel?: 'h2' | 'h3';
  columns?: 2 | 3 | 4;
}) {
  return (
    <div className={styles.grid} data-columns={columns}>
      {items.map((item, i) => (
        <Card key={item.href + item.title} item={item} index={i} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
