import { Phone } from 'lucide-react';
import type { Action, Illustration } from '@/content/types';
import { site, telHref } from '@/shared/site';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import styles from './page-hero.module.css';

interface Props {
  eyebrow?: string | undefined;
  heading: string;
  lead: string;
  image: Illustration;
  actions: readonly Action[];
  phone?: boolean | undefined;
}

/**
 * The hero of an inner page: its h1, lead, actions and illustration. Text and buttons fade in
 * about 100 ms after load (docs/behaviour.md#hero-and-reveal), in CSS, so nothing waits for JavaScript.
 */
export function PageHero({ eyebrow, heading, lead, image, actions, phone = true }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            {actions.map((a, i) => (
              <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : 'secondary'}>
                {a.label}
              </ButtonLink>
            ))}
            {phone && (
              <a href={telHref} className={buttonClass('secondary')}>
                <Phone aria-hidden="true" size={18} />
                {site.phone.display}
              </a>
            )}
          </div>
        </div>
        <div className={styles.art}>
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="sync" />
        </div>
      </div>
    </section>
  );
}
