import { BatteryCharging, TriangleAlert } from 'lucide-react';
import formStyles from '@/components/form/form.module.css';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import type { BackupResult } from '@/shared/estimate/backup';
import { chargeAtShutoff, circuits } from '@/shared/estimate/loads';
import type { OnField } from './estimate-fields';
import { hours, num, percent, span } from './format';
import styles from './estimator.module.css';
import { circuitIds, type BatteryChoice } from './values';
import { memo } from 'react';

/**
 * Backup in a Public Safety Power Shutoff: the circuits to keep on (fields of the estimator's
 * form, drawn here) and how long the chosen battery carries them, from the model's backup hours.
 */
export const BackupPanel = memo(function BackupPanel({
  formId,
  circuits: chosen,
  battery: choice,
  backup,
  copy,
  onField,
}: {
  formId: string;
  circuits: readonly string[];
  battery: BatteryChoice;
  backup: BackupResult | undefined;
  copy: Localized<typeof en.backupCopy>;
  onField: OnField;
}) {
  const battery = copy.batteryNames[choice === 'none' ? 'powerwall3' : choice];
  const charge = chargeAtShutoff.value;
  return (
    <section id={copy.id} className={styles.band} data-tone="white" aria-labelledby={`${copy.id}-heading`}>
      <div className="container">
        <div className={styles.bandHead}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id={`${copy.id}-heading`}>{copy.heading}</h2>
          <p>{copy.intro(percent(charge.low), percent(charge.high))}</p>
        </div>
        <div className={styles.backup}>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>{copy.legend}</legend>
            <div className={styles.circuits}>
              {circuitIds.map((id) => (
                <label key={id} className={`${formStyles.check} ${styles.circuit}`}>
                  <input type="checkbox" name="circuit" value={id} form={formId} checked={chosen.includes(id)} onChange={onField} />
                  <span>
                    {copy.circuits[id]}
                    <small>{copy.watts(span(circuits[id].value.runningW, num))}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.hoursCard} aria-live="polite">
            <BatteryCharging aria-hidden="true" size={32} />
            <p className={styles.hoursLabel}>{choice === 'none' ? copy.ifYouAdd(battery) : copy.withBattery(battery)}</p>
            {backup && backup.circuits.length > 0 ? (
              <>
                <p className={styles.hoursValue}>{copy.hours(span(backup.hours, hours))}</p>
                <p className={styles.hoursDetail}>{copy.draw(span(backup.averageW, num))}</p>
                {backup.overPower && (
                  <p className={styles.warning}>
                    <TriangleAlert aria-hidden="true" size={18} />
                    {copy.overPower}
                  </p>
                )}
              </>
            ) : (
              <p className={styles.hoursDetail}>{copy.none}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
});
