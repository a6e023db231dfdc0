import { Check } from 'lucide-react';
import { REVEAL_DELAYS_MS, useReveal } from '@/components/sections/use-reveal';
import { Icon } from '@/components/ui/icon';
import type { FinancingOption } from '@/content/resources/financing';
import styles from './financing-options.module.css';

function OptionCard({ option, index, bestForLabel }: { option: FinancingOption; index: number; bestForLabel: string }) {
  const ref = useReveal<HTMLLIElement>();
  return (
    <li ref={ref} data-reveal="" className={styles.card} data-reveal-step={index % REVEAL_DELAYS_MS.length}>
      <span className={styles.icon}>
        <Icon name={option.icon} size={26} />
      </span>
      <h3>{option.title}</h3>
      <p className={styles.summary}>{option.summary}</p>
      <ul className={styles.points}>
        {option.points.map((p) => (
          <li key={p}>
            <Check aria-hidden="true" size={18} strokeWidth={2.5} />
            <span>{p}</span>
          </li>
        ))}
      </ul>
      <p className={styles.bestFor}>
        <strong>{`${bestForLabel} `}</strong>
        {option.bestFor}
      </p>
    </li>
  );
}

/** The three ways to pay (docs/behaviour.md#routes: cash purchase, solar loan, solar lease/PPA), one card each. */
export function FinancingOptions({ options, bestForLabel }: { options: readonly FinancingOption[]; bestForLabel: string }) {
  return (
    <ul className={styles.grid}>
      {options.map((o, i) => (
        <OptionCard key={o.title} option={o} index={i} bestForLabel={bestForLabel} />
      ))}
    </ul>
  );
}
