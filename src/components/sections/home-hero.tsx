import { Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import type { Href } from '@/content/links';
import type { Illustration } from '@/content/types';
import { site, telHref } from '@/shared/site';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import styles from './home-hero.module.css';

interface Props {
  eyebrow: string;
  headline: string;
  subtitle: string;
  primary: { label: string; href: Href };
  secondaryPrefix: string;
  image: Illustration;
}

/** Home hero: headline fades in after 500 ms, the subtitle 300 ms later (docs/behaviour.md#hero-and-reveal), in CSS
 * so it needs no script and stops under prefers-reduced-motion. */
export function HomeHero({ eyebrow, headline, subtitle, primary, secondaryPrefix, image }: Props) {
  const { verifiedStats, sectionText } = useSiteCopy().company;
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
          <h1 id="hero-heading" className={styles.headline}>
            {headline}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
          <div className={styles.actions}>
            <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
            <a href={telHref} className={buttonClass('secondary')}>
              <Phone aria-hidden="true" size={18} />
              {`${secondaryPrefix} ${site.phone.display}`}
            </a>
          </div>
        </div>
        <div className={styles.art}>
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="sync" />
        </div>
      </div>
      {/* Only verified figures: a hero has no room to label a sample (docs/decisions/011-fictional-samples.md). */}
      {verifiedStats.length > 0 && (
        <div className={styles.trust}>
          <ul className={`container ${styles.stats}`} aria-label={sectionText.statsLabel}>
            {verifiedStats.map((s) => (
              <li key={s.label}>
                <strong>{s.value}</strong>
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
