import type { PageMeta } from '@/content/types';
import { pageHead } from '@/seo/head';
import { serviceJsonLd } from '@/seo/json-ld/service';
import { webPageJsonLd } from '@/seo/json-ld/web-page';

/**
 * The canonical path of a route's own path. Index routes end in '/' ('/about/'), but the site's
 * URLs have no trailing slash; the home page stays '/'.
 */
export const canonicalPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The `head()` of a fixed page: its title, description and canonical from the page's meta,
 * plus WebPage + BreadcrumbList JSON-LD. The path comes from the route's match, so a route
 * writes its path once. `match.pathname` is the route's path with its params filled in (not
 * the address bar), so the prerender and the browser after a navigation get the same head.
 * `meta.canonical` overrides it when the page duplicates another (e.g. /solar-installer-delano).
 */
export function routeHead(match: { pathname: string }, meta: PageMeta, jsonLd: readonly object[] = []) {
  const canonical = meta.canonical ?? canonicalPath(match.pathname);
  return pageHead({
    ...meta,
    path: canonical,
    jsonLd: [
      webPageJsonLd({ title: meta.title, description: meta.description, path: canonical, dateModified: meta.modifiedTime }),
      ...(meta.service ? [serviceJsonLd({ name: meta.service, description: meta.description, path: canonical })] : []),
      ...jsonLd,
    ],
  });
}
