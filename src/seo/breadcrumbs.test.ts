import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { headerMenus } from '@/content/navigation';
import { headerMenus as spanishMenus } from '@/content/navigation.es';
import { spanishTwin } from '@/content/twins';
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

  it("name a Spanish page's parents as the Spanish menus do, at their Spanish addresses", () => {
    const es = (path: string) => spanishTwin(path)!;
    const crumb = (path: string) => ({
      name: spanishMenus.flatMap((m) => m.groups.flatMap((g) => g.links)).find((l) => l.href === path)!.label,
      path: es(path),
    });
    expect(parentsOf(es('/services/residential-solar/batteries'))).toEqual([crumb('/services/residential-solar')]);
    expect(parentsOf(es('/about/careers'))).toEqual([crumb('/about')]);
    expect(parentsOf(es('/areas/tehachapi'))).toEqual([crumb('/about/areas-we-serve')]);
    expect(townParents({ name: 'Tehachapi', slug: 'tehachapi' }, 'es')).toEqual([
      crumb('/about/areas-we-serve'),
      { name: 'Tehachapi', path: es('/areas/tehachapi') },
    ]);
    expect(parentsOf(es('/services/oil-gas'))).toEqual([]);
  });

  it('a Spanish page has the parents its English twin has: both menus link the same pages', () => {
    // A page's language names its crumbs from its own menus only (the root route's loader gives
    // them), so the Spanish trail is only complete if the Spanish menus link every page the
    // English ones do.
    const linked = (menus: typeof headerMenus) =>
      menus
        .flatMap((menu) => menu.groups.flatMap((g) => g.links.map((l) => l.href)))
        .filter((href) => !href.includes('#'))
        .sort();
    expect(linked(spanishMenus)).toEqual(linked(headerMenus));
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
