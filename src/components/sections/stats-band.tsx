import { useSiteCopy } from '@/components/i18n/site-copy';
import styles from './stats-band.module.css';

/**
 * The company's figures, rendered from the owner facts. While any is a sample the band says so
 * in plain words, so nobody reads it as a claim (docs/decisions/011-fictional-samples.md).
 */
export function StatsBand() {
  const { sampleFiguresNote, stats } = useSiteCopy().company;
  const sample = stats.some((s) => s.sample);
  return (
    <div className={styles.band} data-owner-fact={sample ? 'sample' : 'verified'}>
      <ul className={styles.stats}>
        {stats.map((s) => (
          <li key={s.label}>
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      {sample && <p className={styles.sample}>{sampleFiguresNote}</p>}
    </div>
  );
}
