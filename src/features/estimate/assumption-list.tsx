import { RotateCcw } from 'lucide-react';
import { memo } from 'react';
import formStyles from '@/components/form/form.module.css';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/components/i18n/use-locale';
import type { AssumptionCopy, AssumptionRow, EditKey } from './assumption-rows';
import type { OnField } from './estimate-fields';
import styles from './estimator.module.css';
import { rangeText, type AssumptionValues, type Parsed } from './values';
import { sourcedLoanYears } from './overrides';
import { useHydrated } from '@/components/ui/use-hydrated';

interface Props {
  formId: string;
  rows: readonly AssumptionRow[];
  values: AssumptionValues;
  errors: Parsed['rangeErrors'];
  copy: AssumptionCopy;
  onField: OnField;
  onReset: () => void;
}

const idOf = (key: string) => `as-${key}`;

/** The two ends of one changeable figure, each a labelled text box of the estimator's form. */
function RangeEdit({ k, sub, labelId, props }: { k: Exclude<EditKey, 'loanYears'>; sub?: string; labelId: string; props: Props }) {
  const { formId, values, errors, copy, onField } = props;
  const t = copy.assumptionsCopy;
  const typed = rangeText(values, k);
  const error = errors[k];
  const errorId = error ? `${idOf(k)}-error` : undefined;
  return (
    <div className={styles.edit}>
      {sub && (
        <span id={`${idOf(k)}-sub`} className={styles.editSub}>
          {sub}
        </span>
      )}
      {(['low', 'high'] as const).map((end) => (
        <span key={end} className={styles.editEnd}>
          <span id={`${idOf(k)}-${end}`}>{end === 'low' ? t.from : t.to}</span>
          <input
            name={`${k}-${end}`}
            form={formId}
            value={typed[end]}
            onChange={onField}
            inputMode="decimal"
            aria-labelledby={[labelId, sub ? `${idOf(k)}-sub` : '', `${idOf(k)}-${end}`].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className={`${formStyles.control} ${styles.editInput}`}
          />
        </span>
      ))}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {t.errors[error]}
        </p>
      )}
    </div>
  );
}

function Edits({ row, labelId, props }: { row: AssumptionRow; labelId: string; props: Props }) {
  const t = props.copy.assumptionsCopy;
  const keys = row.edit;
  if (keys.includes('loanYears')) {
    const error = props.errors.loanYears;
    return (
      <div className={styles.edit}>
        <span className={styles.editEnd}>
          <span id={`${idOf('loanYears')}-label`}>{t.years}</span>
          <input
            name="loanYears"
            form={props.formId}
            value={props.values.loanYears ?? String(sourcedLoanYears)}
            onChange={props.onField}
            inputMode="numeric"
            aria-labelledby={`${labelId} ${idOf('loanYears')}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'as-loanYears-error' : undefined}
            className={`${formStyles.control} ${styles.editInput}`}
          />
        </span>
        {error && (
          <p id="as-loanYears-error" className={formStyles.error}>
            {t.errors[error]}
          </p>
        )}
      </div>
    );
  }
  if (keys.length === 2) {
    return (
      <>
        <p className={styles.editTitle}>{t.yourRate}</p>
        <RangeEdit k="ratePeak" sub={t.ratePeak} labelId={labelId} props={props} />
        <RangeEdit k="rateOther" sub={t.rateOther} labelId={labelId} props={props} />
      </>
    );
  }
  const k = keys[0];
  if (!k || k === 'loanYears') return null;
  return (
    <>
      {k === 'rateBefore' && <p className={styles.editTitle}>{t.yourRate}</p>}
      <RangeEdit k={k} labelId={labelId} props={props} />
    </>
  );
}

/** Every fact the estimate used, with its value, source and date; the changeable ones as boxes. */
export const AssumptionList = memo(function AssumptionList(props: Props) {
  const { rows, copy, values, onReset } = props;
  const t = copy.assumptionsCopy;
  // Cited documents keep their own English titles (docs/decisions/018-spanish.md).
  const lang = useLocale() === 'es' ? 'en' : undefined;
  const hydrated = useHydrated();
  const changed = Object.keys(values.ranges).length > 0 || values.loanYears !== undefined;
  return (
    <>
      {changed && (
        <Button type="button" variant="secondary" onClick={onReset} className={styles.reset}>
          <RotateCcw aria-hidden="true" size={18} />
          {t.reset}
        </Button>
      )}
      <ul className={styles.assumptions}>
        {rows.map((row) => {
          // The row's label names its boxes (aria-labelledby).
          const labelId = row.edit.length > 0 ? `${idOf(row.id.replace(/\W/g, '-'))}-label` : undefined;
          const note = [row.note, row.ours ? t.ours : undefined].filter(Boolean).join(' ');
          return (
            <li key={row.id} className={styles.assumption} data-changed={row.overridden || undefined}>
              <div>
                <p className={styles.assumptionLabel}>
                  {labelId ? <span id={labelId}>{row.label}</span> : row.label}
                  {row.overridden && <span className={styles.badge}>{t.changed}</span>}
                </p>
                {/* Whole sentences as single text nodes: the prerendered page carries no separators between them. */}
                <p className={styles.assumptionMeta}>
                  {row.source ? (
                    <>
                      {`${note ? `${note} ` : ''}${t.source}: `}
                      <a href={row.source.url} rel="noopener" lang={lang}>
                        {row.source.title}
                      </a>
                      {hydrated && row.primary && (
                        <>
                          {' ('}
                          <a href={row.primary.url} rel="noopener">
                            {t.original}
                          </a>
                          {')'}
                        </>
                      )}
                      {`. ${t.asOf(row.asOf)}`}
                    </>
                  ) : (
                    `${note ? `${note} ` : ''}${t.asOf(row.asOf)}`
                  )}
                </p>
              </div>
              <div className={styles.assumptionFigure}>
                <p className={styles.assumptionValue}>{row.value}</p>
                {hydrated && labelId && <Edits row={row} labelId={labelId} props={props} />}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
});
