import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import * as enCompany from '@/content/company';
import * as esCompany from '@/content/es/company';
import * as enContact from '@/content/contact';
import * as esContact from '@/content/es/contact';
import { addressLines, mailHref, site, telHref } from '@/shared/site';
import { useLocale } from '@/components/i18n/use-locale';
import styles from './contact-cards.module.css';

/** Email, phone and address cards of the contact page, all from the identity config. */
export function ContactCards() {
  const [street, cityLine] = addressLines();
  const spanish = useLocale() === 'es';
  const copy = (spanish ? esContact : enContact).contactPage;
  const { contactLines } = spanish ? esCompany : enCompany;
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
