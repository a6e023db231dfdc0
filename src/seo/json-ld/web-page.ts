import { localeTags } from '@/shared/i18n/locales';
import { site } from '@/shared/site';
import { homeCrumb, parentsOf, type Crumb } from '@/seo/breadcrumbs';
import { absoluteUrl, localeOfPage } from '@/seo/head';

/**
 * WebPage with a BreadcrumbList that follows the site's hierarchy: Home, the sections above the
 * page (parentsOf, or `parents` when the page names them), the page (docs/behaviour.md#page-head).
 */
export function webPageJsonLd(input: {
  title: string;
  description: string;
  path: string;
  parents?: readonly Crumb[];
  /** When the page's content last changed (the sitemap's lastmod is read from here). */
  dateModified?: string | undefined;
}) {
  const url = absoluteUrl(input.path);
  const home = homeCrumb[localeOfPage(input.path)];
  const crumbs = [{ name: home.name, url: absoluteUrl(home.path) }];
  if (input.path !== home.path) {
    for (const parent of input.parents ?? parentsOf(input.path)) crumbs.push({ name: parent.name, url: absoluteUrl(parent.path) });
    crumbs.push({ name: input.title, url });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: input.title,
    description: input.description,
    ...(input.dateModified && { dateModified: input.dateModified }),
    inLanguage: localeTags[localeOfPage(url)],
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
