import { ArrowRight, Phone } from 'lucide-react';
import type { Action } from '@/content/types';
import { site, telHref } from '@/shared/site';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import styles from './cta-band.module.css';

/** The recurring navy call-to-action band with the amber button (docs/design.md). */
export function CtaBand({
  id,
  heading,
  text,
  action,
  phone = true,
}: {
  id: string;
  heading: string;
  text: string;
  action: Action;
  phone?: boolean | undefined;
}) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>
          <AppLink href={action.href} className={buttonClass('primary')}>
            {action.label}
            <ArrowRight aria-hidden="true" size={18} />
          </AppLink>
          {phone && (
            <a href={telHref} className={buttonClass('secondary-on-dark')}>
              <Phone aria-hidden="true" size={18} />
              {site.phone.display}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
