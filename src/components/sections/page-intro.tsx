import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The opening band of an inner page: eyebrow, the page's h1, a lead paragraph. */
export function PageIntro({ eyebrow, heading, text, children }: { eyebrow?: string; heading: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <div className="container">
        <div className={styles.copy}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-heading">{heading}</h1>
          <p className={styles.text}>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
