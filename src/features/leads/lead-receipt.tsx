import { useSiteCopy } from '@/components/i18n/site-copy';
import styles from '@/components/form/form.module.css';

/**
 * Under a quote form's success message (docs/behaviour.md#forms): the lead's reference, when the
 * server gave one, and when the office calls back, an owner fact marked as a sample until the
 * owner verifies it (docs/decisions/027-content-truth.md). Outside the status region, so the
 * announcement and the success text stay the one message they are.
 */
export function LeadReceipt({ reference }: { reference?: string | undefined }) {
  const { receiptCopy: copy } = useSiteCopy().forms;
  return (
    <div className={styles.receipt} data-testid="lead-receipt">
      {reference && (
        <p>
          {copy.reference} <strong data-testid="lead-reference">{reference}</strong>
        </p>
      )}
      <p data-owner-fact={copy.callbackSample ? 'sample' : 'verified'}>
        {copy.callback}
        {copy.callbackSample && ` ${copy.sampleNote}`}
      </p>
    </div>
  );
}
