import { useEffect, type ReactNode } from 'react';
import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NotFound } from '@/components/layout/not-found';
import { SkipLink } from '@/components/layout/skip-link';
import { useRouteFocus } from '@/components/layout/use-route-focus';
import { useLocale } from '@/components/i18n/use-locale';
import { notFoundText as spanishNotFound } from '@/content/es/system-pages';
import { notFoundText } from '@/content/system-pages';
import { PwaUi } from '@/pwa/pwa-ui';
import { isGlobalNotFound } from '@/router-internals';
import { localeTags } from '@/shared/i18n/locales';
import { localeOfPath, spanishFixedPaths, type EnglishFixedPath } from '@/shared/i18n/paths';
import { jsonLdScript, pageHead } from '@/seo/head';
import { electricianJsonLd } from '@/seo/json-ld/business';

/**
 * The pages that introduce the company carry its whole LocalBusiness description. Everywhere
 * else a page's WebPage and Service name the business by its @id (with its name, phone and
 * URL), which keeps half a kilobyte of repeated data out of every page's first round trip
 * (docs/decisions/020-first-window.md).
 */
const BUSINESS_PAGES = new Set<string>(
  (['/', '/about', '/about/areas-we-serve', '/contact'] satisfies EnglishFixedPath[]).flatMap((path) => [path, spanishFixedPaths[path]]),
);

export const Route = createRootRoute({
  // The page's language, for head(), which is given no location (docs/decisions/018-spanish.md).
  beforeLoad: ({ location }) => ({
    locale: localeOfPath(location.pathname),
    businessPage: BUSINESS_PAGES.has(location.pathname.replace(/(.)\/$/, '$1')),
  }),
  head: ({ match }) => {
    // The global not-found view belongs to the root match; give it its own title and noindex.
    if (isGlobalNotFound(match)) {
      const spanish = match.context.locale === 'es';
      const text = spanish ? spanishNotFound : notFoundText;
      return pageHead({ title: text.title, description: text.description, path: spanish ? '/es/404' : '/404', noIndex: true });
    }
    return match.context.businessPage ? { scripts: [jsonLdScript(electricianJsonLd())] } : {};
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
  // The prerender writes the page's language into <html lang>; a client-side move between
  // languages updates it (docs/decisions/018-spanish.md).
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = localeTags[locale];
  }, [locale]);
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
