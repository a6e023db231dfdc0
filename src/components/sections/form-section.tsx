import type { ReactNode } from 'react';
import styles from './form-section.module.css';

/** A form in a card beside its heading and reassurance text. `aside` holds extra content. */
export function FormSection({ id, heading, text, aside, children, tone = 'sand' }: { id: string; heading: string; text: string; aside?: ReactNode; children: ReactNode; tone?: 'sand' | 'white' }) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          {aside}
        </div>
        <div className={styles.card}>{children}</div>
      </div>
    </section>
  );
}
