import type { Partner } from '@/content/partners';
import styles from './partner-directory.module.css';

function Group({ title, partners }: { title: string; partners: readonly Partner[] }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        {title} <span className={styles.count}>({partners.length})</span>
      </h3>
      <ul className={styles.list}>
        {partners.map((p) => (
          <li key={p.id} id={p.id} className={styles.entry}>
            <h4 className={styles.name}>{p.name}</h4>
            <p className={styles.role}>{p.role}</p>
            <p className={styles.text}>{p.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every partner with its role; the logo strip's links point at these entries. */
export function PartnerDirectory(props: {
  financingTitle: string;
  salesTitle: string;
  financing: readonly Partner[];
  sales: readonly Partner[];
}) {
  return (
    <div className={styles.groups}>
      <Group title={props.financingTitle} partners={props.financing} />
      <Group title={props.salesTitle} partners={props.sales} />
    </div>
  );
}
