import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tone } from '@/content/types';
import styles from './form-section.module.css';

interface Props {
  id: string;
  heading: string;
  text: string;
  points?: readonly string[] | undefined;
  aside?: ReactNode;
  tone?: Tone | undefined;
  children: ReactNode;
}

/** A form in a card beside its heading, reassurance text and a short list of what happens next. */
export function FormSection({ id, heading, text, points, aside, children, tone = 'sand' }: Props) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          {points && (
            <ul className={styles.points}>
              {points.map((p) => (
                <li key={p}>
                  <CircleCheck aria-hidden="true" size={20} />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
          {aside}
        </div>
        <div className={styles.card}>{children}</div>
      </div>
    </section>
  );
}
