import styles from './comparison-table.module.css';

export interface ComparisonOption {
  title: string;
  /** A short tag shown above the option's name, e.g. 'Most chosen'. */
  badge?: string;
}

export interface ComparisonRow {
  label: string;
  /** One value per option, in the order of `options`. */
  values: readonly string[];
}

interface Props {
  caption: string;
  options: readonly ComparisonOption[];
  rows: readonly ComparisonRow[];
}

/**
 * Options side by side. Wide screens get a real table (caption, column and row headers); below
 * 768 px the same data is shown as one card per option, because a four-column table does not
 * fit a phone. Only one of the two is displayed, so assistive tech reads the data once. The
 * caption is for assistive tech; the section heading above says the same to the eye.
 */
export function ComparisonTable({ caption, options, rows }: Props) {
  return (
    <div>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {options.map((o) => (
              <th key={o.title} scope="col">
                {o.badge && <span className={styles.badge}>{o.badge}</span>}
                {o.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {options.map((o, i) => (
                <td key={o.title}>{r.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className={styles.cards} aria-label={caption}>
        {options.map((o, i) => (
          <li key={o.title} className={styles.card}>
            {o.badge && <span className={styles.badge}>{o.badge}</span>}
            <h3 className={styles.cardTitle}>{o.title}</h3>
            <dl className={styles.list}>
              {rows.map((r) => (
                <div key={r.label} className={styles.pair}>
                  <dt>{r.label}</dt>
                  <dd>{r.values[i]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
