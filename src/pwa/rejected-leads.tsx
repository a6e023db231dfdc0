import { AlertCircle } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useState } from 'react';
import { useLocale } from '@/components/i18n/use-locale';
import type { Locale } from '@/shared/i18n/locales';
import type { RejectedEntry } from '@/offline/db';
import { decodeEntities } from '@/shared/lead/entities';
import { findService } from '@/shared/lead/services';
import { site } from '@/shared/site';
import styles from './pwa-ui.module.css';

type LeadLabels = ReturnType<typeof useSiteCopy>['offline']['offlineText']['leadLabels'];

/** The visitor's own words, as they typed them (the wire format is entity-encoded), labelled in the page's language. */
export function leadAsText(entry: RejectedEntry, locale: Locale, l: LeadLabels): string {
  const p = entry.payload;
  const service = decodeEntities(p.service);
  const option = findService(service);
  return [
    `${l.name}: ${decodeEntities(p.name)}`,
    `${l.email}: ${decodeEntities(p.email)}`,
    `${l.phone}: ${p.phone}`,
    // A quote form sends the service's id; show its name, as the wire carried it before ids.
    `${l.service}: ${(locale === 'es' ? option?.labelEs : option?.short) ?? service}`,
    p.zipCode ? `${l.zipCode}: ${p.zipCode}` : null,
    `${l.message}: ${decodeEntities(p.message)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A lead the server refused for good is never silently dropped: it is shown with its text. */
export function RejectedLeads({ entries, onDismiss }: { entries: RejectedEntry[]; onDismiss: (id: string) => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const locale = useLocale();
  const text = useSiteCopy().offline.offlineText;
  return (
    <>
      {entries.map((entry) => {
        const body = leadAsText(entry, locale, text.leadLabels);
        const copy = () => {
          void navigator.clipboard?.writeText(body).then(
            () => setCopied(entry.id),
            () => undefined,
          );
        };
        return (
          <section
            key={entry.id}
            className={`${styles.notice} ${styles.rejected}`}
            role="alert"
            aria-labelledby={`rejected-${entry.id}`}
            data-testid="outbox-rejected"
          >
            <AlertCircle aria-hidden="true" size={18} />
            <div className={styles.rejectedBody}>
              <h2 id={`rejected-${entry.id}`} className={styles.rejectedTitle}>
                {text.rejectedTitle}
              </h2>
              <p>{text.rejectedIntro}</p>
              <pre className={styles.leadText}>{body}</pre>
              <p>
                {text.rejectedServer} {entry.message} {text.rejectedCall} <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
              </p>
              <span className={styles.actions}>
                <button type="button" className={styles.action} onClick={copy}>
                  {copied === entry.id ? text.copied : text.copy}
                </button>
                <button type="button" className={styles.quiet} onClick={() => onDismiss(entry.id)}>
                  {text.dismiss}
                </button>
              </span>
            </div>
          </section>
        );
      })}
    </>
  );
}
