import { site } from '@/shared/site';
import { absoluteUrl } from '@/seo/head';

/**
 * schema.org Service of a service page: what the business does, where, and who does it. Where is
 * the county; the towns one by one are in the business's own description (business.ts, on the
 * pages that introduce the company) and each town page names its town (landing.ts). Listing the
 * 14 towns again here put 0.15 KB into every service page (docs/decisions/020-first-window.md).
 */
export function serviceJsonLd(input: { name: string; description: string; path: string }) {
  const url = absoluteUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url,
    areaServed: { '@type': 'AdministrativeArea', name: 'Kern County', containedInPlace: { '@type': 'State', name: 'California' } },
    provider: { '@type': 'Electrician', '@id': `${site.url}/#business`, name: site.name, telephone: site.phone.e164, url: `${site.url}/` },
  };
}
