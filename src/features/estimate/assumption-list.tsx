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

/**
 * Before the page's code runs, an edit is its place alone: the same wrapper and words, each box
 * an empty space its size (`.editPlace .editEnd::after`), all unseen and so out of the
 * accessibility tree, without the ids that only name boxes. The fewest bytes that keep a row's
 * height at every width, in either language (the page's first round trip, decision 020).
 */
const editClass = (live: boolean, className: string | undefined) => (live ? className : `${className} ${styles.editPlace}`);

/** A box's words ("From", "To", "Years"): their own element, with the id the box is named by, once live. */
const endLabel = (live: boolean, id: string, text: string) => (live ? <span id={id}>{text}</span> : text);

/** The two ends of one changeable figure, each a labelled text box of the estimator's form. */
/**
 * The list's props, and whether the page's code runs (`useHydrated`): then the boxes are text
 * boxes; before, the prerendered page holds their place, unseen (`editClass`).
 */
type EditProps = Props & { live: boolean };

function RangeEdit({ k, sub, labelId, props }: { k: Exclude<EditKey, 'loanYears'>; sub?: string; labelId: string; props: EditProps }) {
  const { formId, values, errors, copy, onField, live } = props;
  const t = copy.assumptionsCopy;
  const typed = rangeText(values, k);
  const error = errors[k];
  const errorId = error ? `${idOf(k)}-error` : undefined;
  return (
    <div className={editClass(live, styles.edit)}>
      {sub && (
        <span id={live ? `${idOf(k)}-sub` : undefined} className={styles.editSub}>
          {sub}
        </span>
      )}
      {(['low', 'high'] as const).map((end) => (
        <span key={end} className={styles.editEnd}>
          {endLabel(live, `${idOf(k)}-${end}`, end === 'low' ? t.from : t.to)}
          {live && (
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
          )}
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

function Edits({ row, labelId, props }: { row: AssumptionRow; labelId: string; props: EditProps }) {
  const t = props.copy.assumptionsCopy;
  const { live } = props;
  const keys = row.edit;
  if (keys.includes('loanYears')) {
    const error = props.errors.loanYears;
    return (
      <div className={editClass(live, styles.edit)}>
        <span className={styles.editEnd}>
          {endLabel(live, `${idOf('loanYears')}-label`, t.years)}
          {live && (
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
          )}
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
        <p className={editClass(live, styles.editTitle)}>{t.yourRate}</p>
        <RangeEdit k="ratePeak" sub={t.ratePeak} labelId={labelId} props={props} />
        <RangeEdit k="rateOther" sub={t.rateOther} labelId={labelId} props={props} />
      </>
    );
  }
  const k = keys[0];
  if (!k || k === 'loanYears') return null;
  return (
    <>
      {k === 'rateBefore' && <p className={editClass(live, styles.editTitle)}>{t.yourRate}</p>}
      <RangeEdit k={k} labelId={labelId} props={props} />
    </>
  );
}

/** Every fact the estimate used, with its value, source and date; the changeable ones as boxes. */
export const AssumptionList = memo(function AssumptionList(listProps: Props) {
  const props: EditProps = { ...listProps, live: useHydrated() };
  const { rows, copy, values, onReset } = props;
  const t = copy.assumptionsCopy;
  // Cited documents keep their own English titles (docs/decisions/018-spanish.md).
  const lang = useLocale() === 'es' ? 'en' : undefined;
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
          // The row's label names its boxes (aria-labelledby), once there are boxes to name.
          const labelId = row.edit.length > 0 ? `${idOf(row.id.replace(/\W/g, '-'))}-label` : undefined;
          const note = [row.note, row.ours ? t.ours : undefined].filter(Boolean).join(' ');
          return (
            <li key={row.id} className={styles.assumption} data-changed={row.overridden || undefined}>
              <div>
                <p className={styles.assumptionLabel}>
                  {labelId && props.live ? <span id={labelId}>{row.label}</span> : row.label}
                  {row.overridden && <span className={styles.badge}>{t.changed}</span>}
                </p>
                {/* Whole sentences as single text nodes: the prerendered page carries no separators between them. */}
                <p className={styles.assumptionMeta}>
                  {row.source ? (
                    <>
                      {`${note ? `${note} ` : ''}${t.source}: `}
                      <a href={row.source.url} lang={lang}>
                        {row.source.title}
                      </a>
                      {props.live && row.primary ? (
                        <>
                          {' ('}
                          <a href={row.primary.url}>{t.original}</a>
                          {`). ${t.asOf(row.asOf)}`}
                        </>
                      ) : (
                        // Before the page's code runs, the word alone: the line as long as it will be,
                        // without an address that would not fit the first round trip (decision 023).
                        `${row.primary ? ` (${t.original})` : ''}. ${t.asOf(row.asOf)}`
                      )}
                    </>
                  ) : (
                    `${note ? `${note} ` : ''}${t.asOf(row.asOf)}`
                  )}
                </p>
              </div>
              <div className={styles.assumptionFigure}>
                <p className={styles.assumptionValue}>{row.value}</p>
                {labelId && <Edits row={row} labelId={labelId} props={props} />}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
});
