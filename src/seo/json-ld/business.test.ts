import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { towns } from '@/shared/places/towns';
import { electricianJsonLd } from '@/seo/json-ld/business';

describe('electricianJsonLd', () => {
  it('site-wide Electrician: identity, address, geo, hours and the 14 towns as areaServed', () => {
    const data = JSON.parse(JSON.stringify(electricianJsonLd())) as ReturnType<typeof electricianJsonLd>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Electrician',
      name: site.name,
      telephone: site.phone.e164,
      address: { '@type': 'PostalAddress', addressLocality: 'Bakersfield', addressRegion: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    });
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.areaServed.map((c) => c.name)).toEqual(towns.map((t) => t.name));
    // Incorporated cities are Cities; the communities of unincorporated Kern County are Places.
    expect(data.areaServed.map((c) => c['@type'])).toEqual(towns.map((t) => (t.kind === 'city' ? 'City' : 'Place')));
  });

  it('names no social profile while the profiles are samples, and the verified ones once set', () => {
    expect(electricianJsonLd()).not.toHaveProperty('sameAs');
    expect(JSON.stringify(electricianJsonLd())).not.toMatch(/facebook|instagram|linkedin/);
    const profiles = ['https://www.facebook.com/sunfield-electric'];
    expect(electricianJsonLd({ value: profiles, status: 'sample' })).not.toHaveProperty('sameAs');
    expect(electricianJsonLd({ value: profiles, status: 'verified', source: 'owner' })).toMatchObject({ sameAs: profiles });
  });
});
