import { Check } from 'lucide-react';
import type { Action, Illustration, Tone } from '@/content/types';
import { ButtonLink } from '@/components/ui/button';
import styles from './split-section.module.css';
import { useReveal } from './use-reveal';

interface Props {
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[] | undefined;
  image: Illustration;
  imageSide?: 'left' | 'right' | undefined;
  action?: Action | undefined;
  tone?: Tone | undefined;
}

/** Text beside an illustration; the image side alternates on wide screens (docs/behaviour.md#landing-page). */
export function SplitSection({ id, eyebrow, heading, paragraphs, bullets, image, imageSide = 'right', action, tone = 'white' }: Props) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div ref={ref} data-reveal="" className={`container ${styles.inner}`} data-image-side={imageSide}>
        <div className={styles.copy}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-heading`}>{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
          {bullets && (
            <ul className={styles.bullets}>
              {bullets.map((b) => (
                <li key={b}>
                  <Check aria-hidden="true" size={20} strokeWidth={2.5} />
                  <span>{b}</span>
                </li>
              ))}
            </ul>
          )}
          {action && (
            <div>
              <ButtonLink href={action.href}>{action.label}</ButtonLink>
            </div>
          )}
        </div>
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
