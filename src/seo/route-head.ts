import type { PageMeta } from '@/content/types';
import { pageHead } from './head';
import { webPageJsonLd } from './json-ld';

/**
 * The `head()` of a fixed page: its title, description and canonical from the page's meta,
 * plus WebPage + BreadcrumbList JSON-LD. `path` is the route's own path; `meta.canonical`
 * overrides it when the page duplicates another (e.g. /solar-installer-delano).
 */
export function routeHead(path: string, meta: PageMeta, jsonLd: readonly object[] = []) {
  const canonical = meta.canonical ?? path;
  return pageHead({
    ...meta,
    path: canonical,
    jsonLd: [webPageJsonLd({ title: meta.title, description: meta.description, path: canonical }), ...jsonLd],
  });
}
