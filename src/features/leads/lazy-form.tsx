import { lazy, Suspense, type ComponentType } from 'react';
import styles from '@/components/form/form.module.css';
import type { ApplicationForm } from './application-form';
import type { EstimateForm } from './estimate-form';
import { formCodeWanted } from './load-gate';
import type { QuoteForm } from './quote-form';

type Module<P> = { default: ComponentType<P> };

/**
 * A lead form whose code loads on demand (load-gate.ts). The build-time render preloads it
 * (entry-server.tsx) so the prerendered HTML holds the complete form; in the browser the
 * Suspense boundary keeps that HTML, untouched and visible, until the code has arrived.
 */
function deferred<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const preload = () => load().then((m) => (loaded = m));
  // An already-loaded module is handed over synchronously, so a render after preload()
  // never suspends (renderToString cannot wait for a promise).
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>)
      : formCodeWanted().then(preload),
  );
  function DeferredForm(props: P) {
    return (
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: DeferredForm, preload };
}

const quote = deferred<Parameters<typeof QuoteForm>[0]>(() => import('./quote-form').then((m) => ({ default: m.QuoteForm })));
const estimate = deferred<Parameters<typeof EstimateForm>[0]>(() => import('./estimate-form').then((m) => ({ default: m.EstimateForm })));
const application = deferred<Parameters<typeof ApplicationForm>[0]>(() =>
  import('./application-form').then((m) => ({ default: m.ApplicationForm })),
);

export const LazyQuoteForm = quote.Component;
export const LazyEstimateForm = estimate.Component;
export const LazyApplicationForm = application.Component;

/** For the build-time render: every form's code in memory before rendering. */
export const preloadLeadForms = () => Promise.all([quote.preload(), estimate.preload(), application.preload()]);
