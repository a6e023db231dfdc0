import { site } from '@/shared/site';
import { absoluteUrl } from '@/seo/head';
import { cityJsonLd } from '@/seo/json-ld/city';
import { organizationJsonLd, publisherJsonLd } from '@/seo/json-ld/organization';
import { webPageJsonLd } from '@/seo/json-ld/web-page';

export interface LandingJsonLdInput {
  path: string;
  title: string;
  description: string;
  /** The service as a short name, e.g. 'Backup Battery Installation'. */
  serviceName: string;
  location: string;
  image: string;
  modifiedTime: string;
  sections: readonly { header: string; paragraph: string; image: string }[];
}

/**
 * Structured data of a topic landing page (docs/behaviour.md#page-head): WebPage with its BreadcrumbList;
 * a Service whose provider is an Electrician addressed in the page's city, serving that city;
 * and an Article per content section with headline, image, author and publisher.
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
    areaServed: cityJsonLd(input.location),
    provider: {
      '@type': 'Electrician',
      '@id': `${site.url}/#business`,
      name: site.name,
      telephone: site.phone.e164,
      url: `${site.url}/`,
      address: { '@type': 'PostalAddress', addressLocality: input.location, addressRegion: 'CA', addressCountry: 'US' },
    },
  };
  const articles = input.sections.map((s, i) => ({
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#section-${i + 1}`,
    headline: s.header,
    description: s.paragraph,
    image: absoluteUrl(s.image),
    author: organizationJsonLd(),
    publisher: publisherJsonLd(),
    dateModified: input.modifiedTime,
    mainEntityOfPage: url,
    inLanguage: 'en-US',
  }));
  return [webPageJsonLd({ title: input.title, description: input.description, path: input.path }), service, ...articles];
}
