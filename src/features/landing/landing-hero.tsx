import { Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { site, telHref } from '@/shared/site';
import type { Illustration } from '@/content/types';
import { buttonClass } from '@/components/ui/button';
import styles from './landing-hero.module.css';

interface Props {
  eyebrow: string;
  heading: string;
  lead: string;
  image: Illustration;
}

/** Full-viewport hero (viewport height minus the 80 px header, text at most 1000 px wide). */
export function LandingHero({ eyebrow, heading, lead, image }: Props) {
  const { landingText } = useSiteCopy().topicStates;
  const { verifiedStats } = useSiteCopy().company;
  const { pageText } = useSiteCopy().topicText;
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <img
        className={styles.art}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="sync"
      />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
          <h1 id="page-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            {/* A plain anchor: the form is further down this same page. */}
            <a href="#quote" className={buttonClass('primary')}>
              {landingText.heroPrimary}
            </a>
            <a href={telHref} className={buttonClass('secondary-on-dark')}>
              <Phone aria-hidden="true" size={18} />
              {`${landingText.heroCallPrefix} ${site.phone.display}`}
            </a>
          </div>
          {/* Only verified figures: a hero has no room to label a sample (docs/decisions/011-fictional-samples.md). */}
          {verifiedStats.length > 0 && (
            <ul className={styles.stats} aria-label={pageText.statsLabel}>
              {verifiedStats.map((s) => (
                <li key={s.label}>
                  <strong>{s.value}</strong> {s.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
