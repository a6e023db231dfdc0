import styles from './text-section.module.css';

/** A heading with one or more paragraphs, set to a readable measure. */
export function TextSection({
  id,
  eyebrow,
  heading,
  paragraphs,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={`container ${styles.inner}`}>
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
        </div>
        <div className={styles.body}>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
