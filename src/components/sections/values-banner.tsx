import { ArrowRight } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import type { Href } from '@/content/links';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import styles from './values-banner.module.css';

/** Navy band with the three core values and a link to /about (docs/behaviour.md#routes). */
export function ValuesBanner({
  heading,
  text,
  link,
  image,
}: {
  heading: string;
  text: string;
  link: { label: string; href: Href };
  image: string;
}) {
  const { coreValues } = useSiteCopy().company;
  return (
    <section className={styles.band} aria-labelledby="values-heading">
      <img className={styles.bg} src={image} alt="" width={1200} height={400} loading="lazy" decoding="async" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id="values-heading">{heading}</h2>
          <p>{text}</p>
          <AppLink href={link.href} className={buttonClass('primary')}>
            {link.label}
            <ArrowRight aria-hidden="true" size={18} />
          </AppLink>
        </div>
        <ul className={styles.values}>
          {coreValues.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
