import { stats } from '@/content/company';
import styles from './stats-band.module.css';

/** The company's four claims (docs/behaviour.md#company-and-claims) as large figures. */
export function StatsBand() {
  return (
    <ul className={styles.stats}>
      {stats.map((s) => (
        <li key={s.label}>
          <strong>{s.value}</strong>
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
