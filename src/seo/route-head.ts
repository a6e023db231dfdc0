import type { PageMeta } from '@/content/types';
import { toPublicPath } from '@/shared/i18n/paths';
import { pageHead } from '@/seo/head';
import { serviceJsonLd } from '@/seo/json-ld/service';
import { webPageJsonLd } from '@/seo/json-ld/web-page';

/**
 * The public path of a route's match: the router's path ('/es/about/careers/') as visitors see it
 * ('/es/nosotros/empleos'), without the trailing slash of index routes; the home page stays '/'.
 */
export const canonicalPath = (pathname: string) => toPublicPath(pathname);

/**
 * The `head()` of a fixed page: its title, description and canonical from the page's meta,
 * plus WebPage + BreadcrumbList JSON-LD. The path comes from the route's match, so a route
 * writes its path once. `match.pathname` is the route's path with its params filled in (not
 * the address bar), so the prerender and the browser after a navigation get the same head.
 * `meta.canonical` overrides it when the page duplicates another (e.g. /solar-installer-delano).
 * Without meta (the page's copy failed to load) the head is left as it is.
 */
export function routeHead(match: { pathname: string }, meta: PageMeta | undefined, jsonLd: readonly object[] = []) {
  if (!meta) return { meta: [], links: [], scripts: [] };
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
