import { useEffect, type ReactNode } from 'react';
import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NotFound } from '@/components/layout/not-found';
import { SkipLink } from '@/components/layout/skip-link';
import { useRouteFocus } from '@/components/layout/use-route-focus';
import { notFoundText } from '@/content/system-pages';
import { PwaUi } from '@/pwa/pwa-ui';
import { isGlobalNotFound } from '@/router-internals';
import { jsonLdScript, pageHead } from '@/seo/head';
import { electricianJsonLd } from '@/seo/json-ld/business';

export const Route = createRootRoute({
  head: ({ match }) => {
    // The global not-found view belongs to the root match; give it its own title and noindex.
    if (isGlobalNotFound(match)) {
      return pageHead({ title: notFoundText.title, description: notFoundText.description, path: '/404', noIndex: true });
    }
    return { scripts: [jsonLdScript(electricianJsonLd())] };
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({ error }) => (
    <Shell>
      <ErrorFallback error={error} />
    </Shell>
  ),
});

function Shell({ children }: { children: ReactNode }) {
  // The shell is interactive: the end-to-end tests wait for this marker. (Early clicks are
  // handed to React when hydrateRoot returns, not here: docs/decisions/005-hydrate-on-intent.md.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useRouteFocus();
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PwaUi />
    </>
  );
}

function RootLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
