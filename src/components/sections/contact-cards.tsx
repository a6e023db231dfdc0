import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import type * as en from '@/content/contact';
import type { Localized } from '@/content/localized';
import { addressLines, mailHref, site, telHref } from '@/shared/site';
import styles from './contact-cards.module.css';

/** Email, phone and address cards of the contact page, all from the identity config. */
export function ContactCards({ copy }: { copy: Pick<Localized<typeof en.contactPage>, 'cards' | 'hoursTitle'> }) {
  const [street, cityLine] = addressLines();
  const { contactLines } = useSiteCopy().company;
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <Mail aria-hidden="true" className={styles.icon} />
        <h2 className={styles.title}>{copy.cards.email.title}</h2>
        <a className={styles.value} href={mailHref}>
          {site.email}
        </a>
        <p className={styles.text}>{copy.cards.email.text}</p>
      </li>
      <li className={styles.card}>
        <Phone aria-hidden="true" className={styles.icon} />
        <h2 className={styles.title}>{copy.cards.phone.title}</h2>
        <a className={styles.value} href={telHref}>
          {site.phone.display}
        </a>
        <p className={styles.text}>{copy.cards.phone.text}</p>
      </li>
      <li className={styles.card}>
        <MapPin aria-hidden="true" className={styles.icon} />
        <h2 className={styles.title}>{copy.cards.address.title}</h2>
        <address className={styles.address}>
          {site.name}
          <br />
          {street}
          <br />
          {cityLine}
        </address>
        <p className={styles.text}>{copy.cards.address.text}</p>
        <div className={styles.hours}>
          <Clock aria-hidden="true" size={16} />
          <div>
            <p className={styles.hoursTitle}>{copy.hoursTitle}</p>
            {contactLines.hours.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{contactLines.emergency}</p>
          </div>
        </div>
      </li>
    </ul>
  );
}
