import { site } from '@/shared/site';
import { towns } from '@/shared/places/towns';
import { absoluteUrl } from '@/seo/head';
import { placeJsonLd } from '@/seo/json-ld/place';

/** schema.org Service of a service page: what the business does, where, and who does it. */
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
    areaServed: towns.map((t) => placeJsonLd(t.name, t)),
    provider: { '@type': 'Electrician', '@id': `${site.url}/#business`, name: site.name, telephone: site.phone.e164, url: `${site.url}/` },
  };
}
