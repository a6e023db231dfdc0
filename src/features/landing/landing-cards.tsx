import { ArrowRight } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { REVEAL_DELAYS_MS, useReveal } from '@/components/sections/use-reveal';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import type { LandingCard } from './build-page';
import styles from './landing-cards.module.css';
import cardLink from '@/components/ui/card-link.module.css';

function Card({ card, index }: { card: LandingCard; index: number }) {
  // Each card reveals once at 10% visibility with the 100/300/500/700 ms stagger (docs/behaviour.md#hero-and-reveal).
  const ref = useReveal<HTMLElement>();
  const { landingText } = useSiteCopy().topicStates;
  return (
    <article
      ref={ref}
      className={`${cardLink.card} ${styles.card}`}
      data-kind={card.kind}
      data-reveal=""
      data-reveal-step={index % REVEAL_DELAYS_MS.length}
    >
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={card.icon} size={22} />
        </span>
        <span className={styles.tag}>{card.kind === 'blog' ? landingText.blogTag : landingText.serviceTag}</span>
      </div>
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.text}>{card.text}</p>
      <AppLink href={card.href} className={cardLink.link}>
        {card.cta}
        <span className="visually-hidden">: {card.title}</span>
        <ArrowRight aria-hidden="true" size={18} />
      </AppLink>
    </article>
  );
}

/** The six cards: four services, two blog teasers; 4 columns from 1200 px, 2 from 768 px, else 1. */
export function LandingCards({ cards }: { cards: readonly LandingCard[] }) {
  return (
    <div className={styles.grid}>
      {cards.map((card, i) => (
        <Card key={card.href} card={card} index={i} />
      ))}
    </div>
  );
}
