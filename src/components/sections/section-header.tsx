import styles from './section-header.module.css';

export function SectionHeader({
  id,
  eyebrow,
  heading,
  text,
  align = 'start',
}: {
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  text?: string | undefined;
  align?: 'start' | 'center' | undefined;
}) {
  return (
    <div className={styles.header} data-align={align}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
