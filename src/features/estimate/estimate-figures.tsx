import { ArrowRight } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import type { Estimate } from '@/shared/estimate/estimate';
import type { Range } from '@/shared/estimate/fact';
import { money, num, percent, span } from './format';
import styles from './estimator.module.css';

type Copy = Localized<typeof en.estimateResultCopy>;

const dollars = (r: Range) => span(r, money);

/** Payback years, or "more than 40 years" where the savings never catch up within the cap. */
function yearsText(r: Range, cap: number, copy: Copy): string {
  if (r.low >= cap) return copy.neverBy(cap);
  if (r.high >= cap) return copy.yearsOpen(num(r.low, 1), cap);
  return copy.years(span(r, (n) => num(n, 1)));
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.figureValue}>{value}</span>
        {detail && <span className={styles.figureDetail}>{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * The estimate's figures, from the model's ranges: bill before and after first (what a homeowner
 * asks), then size, price and payback, what a battery adds, and the federal rule.
 */
export const EstimateFigures = memo(function EstimateFigures({
  e,
  stale,
  copy,
  onRequest,
}: {
  e: Estimate;
  stale: boolean;
  copy: Copy;
  /** The link works without it (an anchor to the request); with it, the request is filled too. */
  onRequest?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const utility = copy.utilities[e.place.utility];
  const loan = e.payback.loan;
  const lastYear = e.federal.lastExpenditure.slice(0, 4);
  return (
    <div id="est-results" className={styles.results}>
      <div className={styles.resultsHead}>
        <h2 id="est-results-heading">{copy.heading}</h2>
        <p>{copy.placeLine(e.place.name, utility, e.place.climateZone)}</p>
        {e.place.utilityCaveat && <p className={styles.caveat}>{copy.caveat}</p>}
      </div>
      {stale && (
        <p className={styles.stale} role="note">
          {copy.stale}
        </p>
      )}
      <div className={styles.bill}>
        <div>
          <span className={styles.billLabel}>{copy.billNow}</span>
          <span className={styles.billValue}>{dollars(e.billBefore)}</span>
        </div>
        <ArrowRight aria-hidden="true" size={28} className={styles.billArrow} />
        <div>
          <span className={styles.billLabel}>{copy.billWith}</span>
          <span className={`${styles.billValue} ${styles.billAfter}`}>{dollars(e.billAfter)}</span>
        </div>
        <p className={styles.billNote}>{copy.perMonth}</p>
      </div>
      <dl className={styles.figures}>
        <Figure label={copy.systemSize} value={`${span(e.systemKw, (n) => num(n, 1))} ${copy.units.kw}`} />
        <Figure label={copy.production} value={`${span(e.annualProductionKwh, num)} ${copy.units.kwhYear}`} />
        <Figure label={copy.price} value={dollars(e.price.total)} />
        <Figure label={copy.savings} value={dollars(e.annualSavings)} />
        <Figure label={copy.cash} value={yearsText(e.payback.cashYears, e.payback.capYears, copy)} />
        <Figure
          label={copy.loan(`${span(loan.apr, percent)}%`, loan.years)}
          value={copy.loanPayment(dollars(loan.monthlyPayment))}
          detail={copy.loanPayback(yearsText(loan.paybackYears, e.payback.capYears, copy))}
        />
        {e.battery && (
          <Figure
            label={copy.selfUse}
            value={`${span(e.battery.selfUseWith, percent)}%`}
            detail={copy.batteryGain(`${span(e.battery.selfUseWithout, percent)}%`, `${span(e.battery.selfUseWith, percent)}%`)}
          />
        )}
      </dl>
      <p className={styles.plans}>{copy.plans(e.plans.before, e.plans.after)}</p>
      <p className={styles.small}>
        {`${copy.noCredit(lastYear)} ${copy.lease} `}
        <AppLink href="/resources/financing">{copy.compare}</AppLink>
      </p>
      <a href="#quote" className={`${buttonClass('primary', true)} ${styles.request}`} onClick={onRequest}>
        {copy.action}
        <ArrowRight aria-hidden="true" size={18} />
      </a>
    </div>
  );
});
