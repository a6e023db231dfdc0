import { isSample, ownerFacts, type OwnerFacts } from '@/shared/owner/facts';
import { site } from '@/shared/site';
import { towns } from '@/shared/places/towns';
import { absoluteUrl } from '@/seo/head';
import { placeJsonLd } from '@/seo/json-ld/place';

/**
 * Public profiles, only once the owner has verified them: a sample would point search engines
 * at someone else's account (docs/decisions/011-fictional-samples.md).
 */
function verifiedProfiles(socialProfiles: OwnerFacts['socialProfiles']) {
  return !isSample(socialProfiles) && socialProfiles.value.length > 0 ? { sameAs: socialProfiles.value } : {};
}

/** Site-wide LocalBusiness (Electrician) data from the identity config. */
export function electricianJsonLd(socialProfiles = ownerFacts.socialProfiles) {
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
    areaServed: towns.map((t) => placeJsonLd(t.name, t)),
    ...verifiedProfiles(socialProfiles),
  };
}
