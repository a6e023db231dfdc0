import type { Step } from '@/content/types';
import styles from './steps.module.css';

/** A numbered process, in order; an ordered list so the numbers are real. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((s) => (
        <li key={s.title} className={styles.step}>
          <h3 className={styles.title}>{s.title}</h3>
          <p className={styles.text}>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
