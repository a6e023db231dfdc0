import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { errorText } from '@/content/error-text';
import { useLocale } from '@/components/i18n/use-locale';
import { Button } from '@/components/ui/button';
import styles from './system-page.module.css';

/** Global failure fallback (docs/behaviour.md#error-fallback): the message and a 'Refresh Page' button. */
export function ErrorFallback({ error }: { error?: unknown }) {
  const t = errorText[useLocale()];
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-heading">
      <h1 id="error-heading" className={styles.heading}>
        {t.heading}
      </h1>
      <p className={styles.text}>{t.message}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" size={18} />
        {t.refresh}
      </Button>
    </section>
  );
}
