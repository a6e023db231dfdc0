import type { ChangeEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import formStyles from '@/components/form/form.module.css';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import { batteries } from '@/shared/estimate/loads';
import { num } from './format';
import { placeNames } from './place-match';
import styles from './estimator.module.css';
import { batteryChoices, discounts, evChoices, roofs, shades, type EstimateValues, type Parsed } from './values';

export type OnField = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

interface Props {
  copy: Localized<typeof en.estimateFormCopy>;
  values: EstimateValues;
  parsed: Parsed;
  /** The town suggestions come with the page's code (a list the prerender need not carry). */
  hydrated: boolean;
  onField: OnField;
}

function Choice<T extends string>({
  id,
  label,
  name,
  value,
  options,
  onField,
}: {
  id: string;
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onField: OnField;
}) {
  return (
    <FormField id={id} label={label}>
      {(aria) => (
        <select {...aria} name={name} value={value} onChange={onField} className={formStyles.control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The estimator's own questions: where, how much power, the roof, and what the visitor wants.
 * Native controls, drawn with the example's values, so they work before the page's code arrives
 * (docs/decisions/005-hydrate-on-intent.md); the backup circuits and the assumptions are fields
 * of the same form, drawn in their own sections.
 */
export function EstimateFields({ copy, values: v, parsed, hydrated, onField }: Props) {
  const opts = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));
  const batteryOptions = batteryChoices.map((b) => ({
    value: b,
    label: b === 'none' ? copy.noBattery : copy.batteries[b](num(batteries[b].value.capacityKwh, 1)),
  }));
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.homeLegend}</legend>
        <FormField id="est-place" label={copy.place} hint={copy.placeHint} error={parsed.placeUnknown ? copy.placeUnknown : undefined}>
          {(aria) => (
            <input
              {...aria}
              name="place"
              value={v.place}
              onChange={onField}
              list="est-places"
              autoComplete="address-level2"
              className={formStyles.control}
            />
          )}
        </FormField>
        {hydrated && (
          <datalist id="est-places">
            {placeNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.label}>{copy.usageLegend}</legend>
          <div className={formStyles.checks}>
            {(['bill', 'kwh'] as const).map((kind) => (
              <label key={kind} className={formStyles.check}>
                <input type="radio" name="usage" value={kind} checked={v.usage === kind} onChange={onField} />
                <span>{copy.usageKinds[kind]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {v.usage === 'bill' ? (
          <FormField id="est-bill" label={copy.bill} hint={copy.billHint} error={parsed.usageError === 'bill' ? copy.billError : undefined}>
            {(aria) => (
              <input
                {...aria}
                name="bill"
                value={v.bill}
                onChange={onField}
                inputMode="decimal"
                className={`${formStyles.control} ${styles.short}`}
              />
            )}
          </FormField>
        ) : (
          <fieldset className={formStyles.fieldset} aria-describedby={parsed.usageError === 'kwh' ? 'est-kwh-error' : undefined}>
            <legend className={formStyles.label}>{copy.kwhLegend}</legend>
            <div className={styles.months}>
              {copy.months.map((month, i) => (
                <label key={month} className={styles.month}>
                  <span>{month}</span>
                  <input name={`kwh-${i}`} value={v.kwh[i] ?? ''} onChange={onField} inputMode="numeric" className={formStyles.control} />
                </label>
              ))}
            </div>
            {parsed.usageError === 'kwh' && (
              <p id="est-kwh-error" className={formStyles.error}>
                {copy.kwhError}
              </p>
            )}
          </fieldset>
        )}
        <Choice
          id="est-discount"
          label={copy.discount}
          name="discount"
          value={v.discount}
          options={opts(discounts, copy.discounts)}
          onField={onField}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.roofLegend}</legend>
        <Choice id="est-roof" label={copy.roof} name="roof" value={v.roof} options={opts(roofs, copy.roofs)} onField={onField} />
        <Choice id="est-shade" label={copy.shade} name="shade" value={v.shade} options={opts(shades, copy.shades)} onField={onField} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{copy.plansLegend}</legend>
        <Choice id="est-battery" label={copy.battery} name="battery" value={v.battery} options={batteryOptions} onField={onField} />
        <Choice id="est-ev" label={copy.ev} name="ev" value={v.ev} options={opts(evChoices, copy.evs)} onField={onField} />
        <label className={formStyles.check}>
          <input type="checkbox" name="wellPump" checked={v.wellPump} onChange={onField} />
          <span>{copy.wellPump}</span>
        </label>
      </fieldset>
    </>
  );
}
