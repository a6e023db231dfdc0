import { useEffect, type ReactNode } from 'react';
import { createRootRoute, HeadContent, Outlet, rootRouteId, useMatch } from '@tanstack/react-router';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NotFound } from '@/components/layout/not-found';
import { SkipLink } from '@/components/layout/skip-link';
import { useRouteFocus } from '@/components/layout/use-route-focus';
import { SiteCopyContext } from '@/components/i18n/site-copy';
import { useLocale } from '@/components/i18n/use-locale';
import { useContentHydrated } from '@/hydration-gate';
import { PwaUi } from '@/pwa/pwa-ui';
import { isGlobalNotFound } from '@/router-internals';
import { localeTags } from '@/shared/i18n/locales';
import { byLocale, localeOfPath, spanishFixedPaths, toPublicPath, type EnglishFixedPath } from '@/shared/i18n/paths';
import { nameCrumbsFrom } from '@/seo/breadcrumbs';
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
    businessPage: BUSINESS_PAGES.has(toPublicPath(location.pathname)),
  }),
  // The site copy of the page's language (docs/decisions/024-one-route-tree.md): one language's
  // chrome and forms per page, read by components through useSiteCopy(); its menus name the
  // breadcrumbs of every head() (which runs after this loader).
  loader: async ({ context }) => {
    const copy = await byLocale(context.locale, {
      en: () => import('@/content/site-copy').then((m) => m.siteCopy),
      es: () => import('@/content/site-copy.es').then((m) => m.siteCopy),
    });
    nameCrumbsFrom(context.locale, copy.navigation.headerMenus);
    return copy;
  },
  head: ({ match, loaderData }) => {
    // The global not-found view belongs to the root match; give it its own title and noindex.
    if (isGlobalNotFound(match) && loaderData) {
      const text = loaderData.systemPages.notFoundText;
      return pageHead({
        title: text.title,
        description: text.description,
        path: match.context.locale === 'es' ? '/es/404' : '/404',
        noIndex: true,
      });
    }
    return match.context.businessPage ? { scripts: [jsonLdScript(electricianJsonLd())] } : {};
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

/** A failure: inside the page's chrome when its copy loaded, else alone (the copy itself failed). */
function RootError({ error }: { error: unknown }) {
  // No page content to wait for: the router may answer a page change (hydration-gate.ts).
  useContentHydrated();
  const copy = useMatch({ from: rootRouteId, shouldThrow: false })?.loaderData;
  return copy ? (
    <Shell>
      <ErrorFallback error={error} />
    </Shell>
  ) : (
    <ErrorFallback error={error} />
  );
}

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
  const copy = useMatch({ from: rootRouteId, select: (match) => match.loaderData });
  return (
    <SiteCopyContext.Provider value={copy ?? null}>
      <HeadContent />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PwaUi />
    </SiteCopyContext.Provider>
  );
}

function RootLayout() {
  // The global not-found view is drawn with the shell, outside the content's boundary, so there
  // is no content left to hydrate: the router may answer a page change (hydration-gate.ts).
  useContentHydrated(useMatch({ from: rootRouteId, select: isGlobalNotFound }));
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
