import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';

/** A parsed JSON-LD block, the way a crawler reads it. */
type Block = Record<string, unknown> & { breadcrumb: { itemListElement: unknown[] }; headline: string; image: string };
import { landingJsonLd } from '@/seo/json-ld/landing';

describe('landingJsonLd', () => {
  it('landing page: WebPage with breadcrumb, Service with an Electrician provider in the town, an Article per section', () => {
    const blocks = landingJsonLd({
      path: '/backup-battery-lake-isabella',
      title: 'Backup Battery Installation in Lake Isabella',
      description: 'Home backup batteries for Lake Isabella.',
      serviceName: 'Home Backup Battery Installation',
      location: 'Lake Isabella',
      image: '/assets/battery.svg',
      modifiedTime: '2026-11-20',
      sections: [
        { header: 'Why outages hit harder here', paragraph: 'Text one.', image: '/assets/a.svg' },
        { header: 'Choosing the battery', paragraph: 'Text two.', image: '/assets/b.svg' },
      ],
    }).map((b) => JSON.parse(JSON.stringify(b)) as Block);
    const url = `${site.url}/backup-battery-lake-isabella`;
    const [page, service, ...articles] = blocks;
    expect(page).toMatchObject({ '@type': 'WebPage', url, breadcrumb: { '@type': 'BreadcrumbList' } });
    expect(page!.breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Backup Battery Installation in Lake Isabella', item: url },
    ]);
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Home Backup Battery Installation',
      areaServed: { '@type': 'City', name: 'Lake Isabella' },
      provider: { '@type': 'Electrician', name: site.name, address: { addressLocality: 'Lake Isabella', addressRegion: 'CA' } },
    });
    expect(articles).toHaveLength(2);
    for (const a of articles) {
      expect(a).toMatchObject({
        '@type': 'Article',
        mainEntityOfPage: url,
        author: { name: site.name },
        publisher: { name: site.name, logo: { '@type': 'ImageObject' } },
      });
      expect(a.headline).toBeTruthy();
      expect(a.image).toMatch(/^https:\/\//);
    }
  });
});
