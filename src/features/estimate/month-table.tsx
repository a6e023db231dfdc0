import { memo } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import type { MonthEstimate } from '@/shared/estimate/estimate';
import { money, num, span } from './format';
import styles from './estimator.module.css';

/**
 * The first year month by month: the Net Billing bill is settled monthly, so this is where it
 * shows. Closed by default. The prerendered page holds its summary, so nothing after it moves as
 * React wakes; the table (about 400 bytes of Brotli) is drawn once the page's code runs, which
 * would not fit the Spanish estimate's first round trip (docs/decisions/023-estimate.md). Opened
 * before then, it is empty until the tap that opened it has woken React.
 */
export const MonthTable = memo(function MonthTable({
  months,
  names,
  copy,
}: {
  months: readonly MonthEstimate[];
  names: readonly string[];
  copy: Localized<typeof en.monthsCopy>;
}) {
  const c = copy.columns;
  const hydrated = useHydrated();
  return (
    <details className={styles.monthly}>
      <summary>{copy.summary}</summary>
      {hydrated && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{c.month}</th>
                <th scope="col">{c.use}</th>
                <th scope="col">{c.made}</th>
                <th scope="col">{c.before}</th>
                <th scope="col">{c.after}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={names[i]}>
                  <th scope="row">{names[i]}</th>
                  <td>{span(m.usageKwh, num)}</td>
                  <td>{span(m.productionKwh, num)}</td>
                  <td>{span(m.billBefore, money)}</td>
                  <td>{span(m.billAfter, money)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
});
