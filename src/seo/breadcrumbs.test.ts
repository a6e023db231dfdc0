import { describe, expect, it } from 'vitest';
import { parentsOf, townParents } from '@/seo/breadcrumbs';
import { webPageJsonLd } from '@/seo/json-ld/web-page';
import { site } from '@/shared/site';

describe('breadcrumbs follow the hierarchy', () => {
  it('name the section pages a page sits under, as the menus name them', () => {
    expect(parentsOf('/services/residential-solar/batteries')).toEqual([
      { name: 'Residential Solar', path: '/services/residential-solar' },
    ]);
    expect(parentsOf('/resources/blog/solar-tax-credits')).toEqual([{ name: 'Blog', path: '/resources/blog' }]);
    expect(parentsOf('/about/careers')).toEqual([{ name: 'About Sunfield', path: '/about' }]);
    // /services and /resources are no pages, so they are no crumbs.
    expect(parentsOf('/services/oil-gas')).toEqual([]);
    expect(parentsOf('/contact')).toEqual([]);
  });

  it('put a town hub under Areas We Serve, and a topic page under its town', () => {
    expect(parentsOf('/areas/tehachapi')).toEqual([{ name: 'Areas We Serve', path: '/about/areas-we-serve' }]);
    expect(townParents({ name: 'Tehachapi', slug: 'tehachapi' })).toEqual([
      { name: 'Areas We Serve', path: '/about/areas-we-serve' },
      { name: 'Tehachapi', path: '/areas/tehachapi' },
    ]);
  });

  it('end in the page itself in the WebPage block', () => {
    const page = webPageJsonLd({ title: 'Batteries', description: 'd', path: '/services/residential-solar/batteries' });
    expect(page.breadcrumb.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Home', `${site.url}/`],
      [2, 'Residential Solar', `${site.url}/services/residential-solar`],
      [3, 'Batteries', `${site.url}/services/residential-solar/batteries`],
    ]);
  });
});
