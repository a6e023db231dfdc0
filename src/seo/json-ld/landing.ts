import { site } from '@/shared/site';
import type { Town } from '@/shared/places/towns';
import { townParents } from '@/seo/breadcrumbs';
import { absoluteUrl, localeOfPage } from '@/seo/head';
import { placeJsonLd } from '@/seo/json-ld/place';
import { webPageJsonLd } from '@/seo/json-ld/web-page';

export interface LandingJsonLdInput {
  path: string;
  title: string;
  description: string;
  /** The service as a short name, e.g. 'Backup Battery Installation'. */
  serviceName: string;
  location: string;
  /** One of the 14 towns, or undefined for another place. */
  town: Pick<Town, 'name' | 'slug' | 'kind' | 'county'> | undefined;
  /** When the page's content last changed. */
  modified: string;
}

/**
 * Structured data of a topic landing page (docs/behaviour.md#page-head): WebPage with a
 * breadcrumb Home > Areas We Serve > town > page; a Service whose provider is the business,
 * serving the place as what it is (placeJsonLd). Its questions are described by the FAQ
 * accordion that shows them (FAQPage). The page's sections are parts of one page, not articles,
 * so they get no blocks of their own.
 */
export function landingJsonLd(input: LandingJsonLdInput): object[] {
  const url = absoluteUrl(input.path);
  const service = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.serviceName,
    serviceType: input.serviceName,
    description: input.description,
    url,
    areaServed: placeJsonLd(input.location, input.town),
    provider: { '@type': 'Electrician', '@id': `${site.url}/#business`, name: site.name, telephone: site.phone.e164, url: `${site.url}/` },
  };
  const page = webPageJsonLd({
    title: input.title,
    description: input.description,
    path: input.path,
    parents: input.town ? townParents(input.town, localeOfPage(input.path)) : [],
    dateModified: input.modified,
  });
  return [page, service];
}
