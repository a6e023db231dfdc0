import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { addressLines, mailHref, site, telHref } from '@/shared/site';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import { AppLink } from '@/components/ui/app-link';
import styles from './footer.module.css';
import { Logo } from './logo';

// Said only once the owner has verified it.
const { bondedInsured } = ownerFacts;
const bondedAndInsured = !isSample(bondedInsured) && bondedInsured.value.bonded && bondedInsured.value.insured;

export function Footer() {
  const [street, cityLine] = addressLines();
  const { footerAbout } = useSiteCopy().footer;
  const { chromeText: t, footerCompanyLinks, footerServiceLinks } = useSiteCopy().navigation;
  const { contactLines } = useSiteCopy().company;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <Logo inverse />
          <h2 id="footer-about" className={styles.heading}>
            {footerAbout.heading}
          </h2>
          <p className={styles.text}>{footerAbout.text}</p>
          {/* Business and Professions Code 7030.5: the licence number on every page; a sample says so (docs/decisions/011-fictional-samples.md). */}
          <p className={styles.licence} data-owner-fact={isSample(ownerFacts.licence) ? 'sample' : 'verified'}>
            {contactLines.licence}
            {bondedAndInsured && ` · ${footerAbout.bondedInsured}`}
          </p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t.footerServices}
          </h2>
          <ul className={styles.links}>
            {footerServiceLinks.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href}>{l.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t.footerCompany}
          </h2>
          <ul className={styles.links}>
            {footerCompanyLinks.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href}>{l.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t.footerContact}
          </h2>
          <address className={styles.contact}>
            <p>
              <MapPin aria-hidden="true" size={18} />
              <span>
                {street}
                <br />
                {cityLine}
              </span>
            </p>
            <p>
              <Phone aria-hidden="true" size={18} />
              <a href={telHref}>{site.phone.display}</a>
            </p>
            <p>
              <Mail aria-hidden="true" size={18} />
              <a href={mailHref}>{site.email}</a>
            </p>
            <p>
              <Clock aria-hidden="true" size={18} />
              <span>
                {contactLines.hours.map((line) => (
                  <span key={line} className={styles.hours}>
                    {line}
                  </span>
                ))}
                <span className={styles.hours}>{contactLines.emergency}</span>
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {/* One string, one text node: no separators in the page's markup. */}
          {`© ${footerAbout.year} ${site.name}. ${footerAbout.rights} `}
          <AppLink href={footerAbout.privacy.href} className={styles.privacy}>
            {footerAbout.privacy.label}
          </AppLink>
        </p>
        <p>{footerAbout.region}</p>
      </div>
    </footer>
  );
}
