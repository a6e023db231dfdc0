import { site } from '@/shared/site';
import { absoluteUrl } from '@/seo/head';

/** WebPage with a BreadcrumbList of Home and the page (docs/behaviour.md#page-head). */
export function webPageJsonLd(input: { title: string; description: string; path: string }) {
  const url = absoluteUrl(input.path);
  const crumbs = [{ name: 'Home', url: absoluteUrl('/') }];
  if (input.path !== '/') crumbs.push({ name: input.title, url });
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: input.title,
    description: input.description,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: site.name, url: `${site.url}/` },
    about: { '@id': `${site.url}/#business` },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: c.url,
      })),
    },
  };
}
