import { site } from '@/content/site';
import { towns } from '@/content/towns';
import { absoluteUrl } from './head';

/** Site-wide LocalBusiness (Electrician) data from the identity config. */
export function electricianJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Electrician',
    '@id': `${site.url}/#business`,
    name: site.name,
    url: `${site.url}/`,
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteUrl('/og-image.png'),
    logo: absoluteUrl('/favicon.svg'),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: site.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: towns.map((t) => cityJsonLd(t.name)),
    sameAs: Object.values(site.social),
  };
}

/** A California city for `areaServed`. */
export const cityJsonLd = (name: string) => ({
  '@type': 'City',
  name,
  containedInPlace: { '@type': 'State', name: 'California' },
});

/** WebPage with a BreadcrumbList of Home and the page (spec section 3). */
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
