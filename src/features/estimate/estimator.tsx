import { useRouterState } from '@tanstack/react-router';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { FormSection } from '@/components/sections/form-section';
import { PageIntro } from '@/components/sections/page-intro';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import { Button } from '@/components/ui/button';
import type { EstimatePrefill } from '@/features/leads/estimate-form';
import { LazyEstimateForm } from '@/features/leads/lazy-form';
import { estimate } from '@/shared/estimate/estimate';
import type { SolarEstimateSummary } from '@/shared/lead/solar-estimate';
import { assumptionRows } from './assumption-rows';
import { AssumptionList } from './assumption-list';
import { BackupPanel } from './backup-panel';
import { EstimateFields, type OnField } from './estimate-fields';
import { EstimateFigures } from './estimate-figures';
import { leadSummary, quotePrefill } from './lead-summary';
import { changedBeforeHydration, estimatorReducer, initialEstimatorState } from './estimator-state';
import { money, span } from './format';
import { MonthTable } from './month-table';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './estimator.module.css';
import { defaultValues } from './values';

export type EstimatorCopy = Pick<
  Localized<typeof en>,
  | 'estimateIntro'
  | 'estimateFormCopy'
  | 'estimateResultCopy'
  | 'monthsCopy'
  | 'backupCopy'
  | 'assumptionsCopy'
  | 'factText'
  | 'valueText'
  | 'quoteCopy'
>;

const FORM_ID = 'est-form';

/**
 * The request for a quote (the free-estimate form of src/features/leads). Once the visitor asks
 * for a quote "with this estimate", the form is filled and the estimate on screen goes with the
 * request, said beside it with a way to leave it out.
 */
const QuoteSection = memo(function QuoteSection({
  copy,
  prefill,
  summary,
  onDetach,
}: {
  copy: EstimatorCopy['quoteCopy'];
  prefill: EstimatePrefill | undefined;
  summary: SolarEstimateSummary | undefined;
  onDetach: () => void;
}) {
  const note = summary && (
    <div className={styles.attached} role="status">
      <p>{copy.attached(summary.town, span(summary.billBefore, money), span(summary.billAfter, money))}</p>
      <Button type="button" variant="secondary" onClick={onDetach}>
        {copy.detach}
      </Button>
    </div>
  );
  return (
    <FormSection id={copy.id} heading={copy.heading} text={copy.text} aside={note}>
      <LazyEstimateForm idPrefix="quote-estimate" prefill={prefill} carried={summary && { solarEstimate: summary }} />
    </FormSection>
  );
});

/**
 * The solar estimate (docs/decisions/023-estimate.md): the visitor's answers, the figures the
 * model gives for them at once and without the network, the backup hours, every assumption with
 * its source, and the request for a quote. The prerendered
 * page shows the worked example; what the visitor changes before the code arrives, and the
 * inputs the address names (?town=...), are taken over once it has.
 */
export function Estimator({ copy }: { copy: EstimatorCopy }) {
  const [state, dispatch] = useReducer(estimatorReducer, undefined, initialEstimatorState);
  const formRef = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const hydrated = useHydrated();

  useEffect(() => {
    dispatch({ type: 'preset', search });
    if (adopted.current || !formRef.current) return;
    adopted.current = true;
    // Typed into the prerendered form meanwhile: it wins over the address's inputs.
    dispatch({ type: 'changes', changes: changedBeforeHydration(formRef.current) });
  }, [search]);

  const onField: OnField = useCallback((event) => {
    const t = event.currentTarget;
    dispatch({ type: 'field', change: { name: t.name, value: t.value, checked: t instanceof HTMLInputElement ? t.checked : undefined } });
  }, []);
  const onReset = useCallback(() => dispatch({ type: 'reset-assumptions' }), []);
  // "Send me a real quote with this estimate": fills the form and sends the estimate with it.
  const [request, setRequest] = useState<EstimatePrefill>();
  const [attached, setAttached] = useState(false);
  const onDetach = useCallback(() => setAttached(false), []);

  // Typing stays quick on a slow phone: the figures follow a moment later.
  const input = useDeferredValue(state.input);
  const outcome = useMemo(() => estimate(input), [input]);
  const stale = state.parsed.input === undefined;
  const e = outcome.ok ? outcome.estimate : undefined;
  const summary = useMemo(() => (attached && e ? leadSummary(input, e) : undefined), [attached, input, e]);
  const quoteId = copy.quoteCopy.id;
  const onRequest = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // Not the hash navigation: the router's focus handling would take the focus the form gives its first box.
      event.preventDefault();
      document.getElementById(quoteId)?.scrollIntoView({ block: 'start' });
      setAttached(true);
      setRequest({ at: Date.now(), ...quotePrefill(input) });
    },
    [input, quoteId],
  );
  const rows = useMemo(() => (e ? assumptionRows([...e.assumptions, ...(e.backup?.assumptions ?? [])], copy) : []), [e, copy]);

  const place = state.values.place;
  // Each section gets only what it shows, so a keystroke re-renders the fields and not the whole page.
  const { ranges, loanYears } = state.values;
  const assumptionValues = useMemo(() => ({ ranges, loanYears, place }), [ranges, loanYears, place]);
  // The form has no submit button, so Enter never sends it; a script's submit stays on the page too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const r = copy.estimateResultCopy;
  const intro = copy.estimateIntro;
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text}>
        <div className={styles.layout}>
          <form
            id={FORM_ID}
            ref={formRef}
            className={styles.form}
            aria-label={copy.estimateFormCopy.label}
            onSubmit={onSubmit}
            // The boot script wakes React at once when the address holds inputs (src/main.tsx).
            data-search-presets=""
          >
            <EstimateFields
              copy={copy.estimateFormCopy}
              values={state.values}
              parsed={state.parsed}
              hydrated={hydrated}
              onField={onField}
            />
          </form>
          {/* In the prerendered page too: drawn by React alone, it pushed the figures down as React woke. */}
          {e && (
            <p className={styles.bar}>
              <span>{r.bar(span(e.billAfter, money))}</span>
              <a href="#est-results">{r.seeAll}</a>
            </p>
          )}
          {e ? (
            <EstimateFigures e={e} stale={stale} copy={r} onRequest={onRequest} />
          ) : (
            <p className={styles.stale}>{r.errors[outcome.ok ? 'bad-override' : outcome.error]}</p>
          )}
        </div>
        {e && <MonthTable months={e.monthly} names={copy.assumptionsCopy.months} copy={copy.monthsCopy} />}
        <p className="visually-hidden" role="status">
          {e && state.values !== defaultValues ? r.updated(span(e.billAfter, money)) : ''}
        </p>
      </PageIntro>
      <BackupPanel
        formId={FORM_ID}
        circuits={state.values.circuits}
        battery={state.values.battery}
        backup={e?.backup}
        copy={copy.backupCopy}
        onField={onField}
      />
      <section id={copy.assumptionsCopy.id} className={styles.band} data-tone="offwhite" aria-labelledby="assumptions-heading">
        <div className="container">
          <div className={styles.bandHead}>
            <p className="eyebrow">{copy.assumptionsCopy.eyebrow}</p>
            <h2 id="assumptions-heading">{copy.assumptionsCopy.heading}</h2>
            <p>{copy.assumptionsCopy.intro}</p>
          </div>
          <AssumptionList
            formId={FORM_ID}
            rows={rows}
            values={assumptionValues}
            errors={state.parsed.rangeErrors}
            copy={copy}
            onField={onField}
            onReset={onReset}
          />
        </div>
      </section>
      <QuoteSection copy={copy.quoteCopy} prefill={request} summary={summary} onDetach={onDetach} />
    </>
  );
}
