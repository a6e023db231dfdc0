import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { findTown } from '@/shared/places/towns';
import { landingJsonLd } from '@/seo/json-ld/landing';

/** A parsed JSON-LD block, the way a crawler reads it. */
type Block = Record<string, unknown> & { '@type': string; breadcrumb: { itemListElement: { name: string; item: string }[] } };

const blocksFor = (location: string) =>
  landingJsonLd({
    path: `/backup-battery-${location.toLowerCase().replaceAll(' ', '-')}`,
    title: `Backup Battery Installation in ${location}`,
    description: `Home backup batteries for ${location}.`,
    serviceName: 'Home Backup Battery Installation',
    location,
    town: findTown(location.toLowerCase().replaceAll(' ', '-')),
    modified: '2026-11-23',
  }).map((b) => JSON.parse(JSON.stringify(b)) as Block);

describe('landingJsonLd', () => {
  it('a town page: breadcrumb Home > Areas We Serve > town > page, and a Service from the Bakersfield business', () => {
    const [page, service, ...rest] = blocksFor('Tehachapi');
    const url = `${site.url}/backup-battery-tehachapi`;
    expect(page).toMatchObject({ '@type': 'WebPage', url, dateModified: '2026-11-23' });
    expect(page!.breadcrumb.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${site.url}/`],
      ['Areas We Serve', `${site.url}/about/areas-we-serve`],
      ['Tehachapi', `${site.url}/areas/tehachapi`],
      ['Backup Battery Installation in Tehachapi', url],
    ]);
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Home Backup Battery Installation',
      areaServed: { '@type': 'City', name: 'Tehachapi' },
      provider: { '@type': 'Electrician', '@id': `${site.url}/#business` },
    });
    // The provider is not claimed to have an address in each town it serves.
    expect(JSON.stringify(service)).not.toContain('addressLocality');
    // Sections of a page are not articles.
    expect(rest).toEqual([]);
  });

  it('an unincorporated community is a Place in Kern County, never a City', () => {
    const [, service] = blocksFor('Lake Isabella');
    expect(service).toMatchObject({
      areaServed: { '@type': 'Place', name: 'Lake Isabella', containedInPlace: { '@type': 'AdministrativeArea', name: 'Kern County' } },
    });
  });

  it('a place outside the 14 towns is a Place in California with no town in its breadcrumb', () => {
    const [page, service] = blocksFor('Arvin');
    expect(service).toMatchObject({ areaServed: { '@type': 'Place', name: 'Arvin', containedInPlace: { '@type': 'State' } } });
    expect(page!.breadcrumb.itemListElement.map((c) => c.name)).toEqual(['Home', 'Backup Battery Installation in Arvin']);
  });
});
