import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { spanishTwin as twinOfPage } from './content/twins';
import { toPublicPath } from './shared/i18n/paths';
import type { Locale } from './shared/i18n/locales';
import { site } from './shared/site';
import { townHubPath, towns } from './shared/places/towns';
import { landingSlugs } from './shared/slug/resolve-slug';
import { blogPostPath } from './content/resources/blog/post';
import { blogPosts } from './content/resources/blog/posts';
import { preloadLeadForms } from './features/leads/lazy-form';
import { createAppRouter } from './router';

export interface RenderResult {
  html: string;
  statusCode: number;
}

/** Renders one URL to HTML at build time (scripts/prerender.ts). */
export async function render(url: string): Promise<RenderResult> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  // Forms load lazily in the browser; the static HTML must hold them complete.
  await Promise.all([router.load(), preloadLeadForms()]);
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const matches = router.state.matches;
  // 'Content Not Available' is a rendered view, but the server answers it with 404 (docs/decisions/006-landing-pages.md).
  const unavailable = matches.some((m) => (m.loaderData as { kind?: string } | undefined)?.kind === 'unavailable');
  // The router's own verdict: 500 for an error, 404 for a not-found view, else 200.
  const status = getSsrStatus(router);
  const statusCode = status === 200 && unavailable ? 404 : status;
  return { html, statusCode };
}

/**
 * Every page that exists as a file after the build, in both languages: each route whose only
 * parameter is the language (docs/decisions/024-one-route-tree.md), every blog post (one
 * $postId route, one file each) and every town hub (one $town route).
 */
export function staticPaths(): string[] {
  const fixed = fixedPaths('en');
  const english = [...fixed, ...blogPosts.map((p) => blogPostPath(p.slug)), ...towns.map((t) => townHubPath(t.slug))];
  const spanish = [...fixedPaths('es'), ...english.slice(fixed.length).map(spanishTwin)];
  return [...english, ...spanish].sort();
}

/** The pages of the routes whose only parameter is the language, in one language, as the router has them. */
export function fixedPaths(locale: Locale): string[] {
  return Object.keys(appRouter().routesByPath)
    .filter((path) => path.startsWith('/$locale') && !path.slice(8).includes('$'))
    .map((route) => toPublicPath(route.replace('$locale', locale)));
}

const appRouter = () => createAppRouter({ history: createMemoryHistory(), isServer: true });

const spanishTwin = (path: string) => {
  const twin = twinOfPage(path);
  if (!twin) throw new Error(`${path} has no Spanish path (src/shared/i18n/paths.ts, or its post's Spanish file)`);
  return twin;
};

/** Every topic x town landing page (17 x 14, less the slugs fixed routes own), in both languages. */
export function landingPaths(): string[] {
  const english = landingSlugs().map((slug) => `/${slug}`);
  return [...english, ...english.map(spanishTwin)];
}

/**
 * A path that renders the 'Content Not Available' view (an unknown topic in a known town); the
 * server answers every unknown topic with this one file and status 404.
 */
export const unavailablePath = '/unknown-topic-bakersfield';

/** The same view in Spanish, for unknown topics under /es (es/content-not-available.html). */
export { spanishUnavailablePath } from './shared/slug/resolve-spanish-slug';

/** The site's origin, for absolute URLs in the sitemap and robots.txt. */
export const siteUrl = site.url;

/** The logo mark as the data: URL the header's <img> carries; the prerender reuses it as the tab icon. */
export { logoMark as logoDataUrl } from '@/components/layout/logo';
