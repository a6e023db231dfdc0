import styles from '@/components/layout/system-page.module.css';
import { useSiteCopy } from '@/components/i18n/site-copy';

/** The landing route's pending view (docs/behaviour.md#landing-page): shown if loading takes over a second. */
export function LandingLoading() {
  const { landingText } = useSiteCopy().topicStates;
  return (
    <section className={`container ${styles.page}`} aria-busy="true" aria-labelledby="loading-heading">
      {/* React 19 hoists this into <head>: a half-loaded page must never be indexed. */}
      <meta name="robots" content="noindex, follow" />
      <h1 id="loading-heading" className={styles.heading}>
        {landingText.loading.title}
      </h1>
      <p className={styles.text} role="status">
        {landingText.loading.text}
      </p>
    </section>
  );
}
