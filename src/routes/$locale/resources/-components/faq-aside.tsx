import { Clock, Mail, Phone } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import type { contactLines } from '@/content/company';
import type { Localized } from '@/content/localized';
import type { faqAside } from '@/content/resources/faq';
import { mailHref, site, telHref } from '@/shared/site';
import styles from './faq-aside.module.css';

/** Beside the FAQ: how to reach a person, office hours, and the guides that go deeper. */
export function FaqAside({ copy, lines }: { copy: Localized<typeof faqAside>; lines: Localized<typeof contactLines> }) {
  return (
    <aside className={styles.aside} aria-labelledby="faq-aside-heading">
      <div className={styles.card}>
        <h3 id="faq-aside-heading" className={styles.heading}>
          {copy.heading}
        </h3>
        <p className={styles.text}>{copy.text}</p>
        <ul className={styles.contact}>
          <li>
            <Phone aria-hidden="true" size={18} />
            <a href={telHref}>{site.phone.display}</a>
          </li>
          <li>
            <Mail aria-hidden="true" size={18} />
            <a href={mailHref}>{site.email}</a>
          </li>
          <li>
            <Clock aria-hidden="true" size={18} />
            <span>
              <span className="visually-hidden">{copy.hoursLabel}: </span>
              {lines.hours.join(', ')}. {lines.emergency}.
            </span>
          </li>
        </ul>
        <ButtonLink href={copy.action.href}>{copy.action.label}</ButtonLink>
      </div>
      <nav className={styles.related} aria-labelledby="faq-related-heading">
        <h3 id="faq-related-heading" className={styles.relatedHeading}>
          {copy.relatedHeading}
        </h3>
        <ul>
          {copy.related.map((l) => (
            <li key={l.href}>
              <AppLink href={l.href}>{l.label}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
