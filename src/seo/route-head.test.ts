import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { canonicalPath, routeHead } from '@/seo/route-head';

const meta = { title: 'T', description: 'D', modifiedTime: '2026-11-20' };
const canonicalOf = (head: ReturnType<typeof routeHead>) => head.links.find((l) => l.rel === 'canonical')?.href;

describe('canonicalPath', () => {
  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/contact', '/contact'],
    ['/en/about/', '/about'],
    ['/en/services/residential-solar/', '/services/residential-solar'],
    ['/en/resources/blog//', '/resources/blog'],
    ['/es/', '/es'],
    ['/es/about/careers', '/es/nosotros/empleos'],
    ['/es/areas/taft', '/es/zonas/taft'],
  ])('the router path %s is the page %s', (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
  });
});

describe('routeHead', () => {
  it("takes the canonical from the route's match, without an index route's trailing slash", () => {
    expect(canonicalOf(routeHead({ pathname: '/en/services/residential-solar/' }, meta))).toBe(`${site.url}/services/residential-solar`);
    expect(canonicalOf(routeHead({ pathname: '/en/' }, meta))).toBe(`${site.url}/`);
  });

  it("keeps a page's declared canonical when it duplicates another page", () => {
    const head = routeHead({ pathname: '/en/solar-installer-delano' }, { ...meta, canonical: '/services/residential-solar' });
    expect(canonicalOf(head)).toBe(`${site.url}/services/residential-solar`);
    const page = JSON.parse(head.scripts[0]!.children) as { '@type': string; url: string };
    expect(page).toMatchObject({ '@type': 'WebPage', url: `${site.url}/services/residential-solar` });
  });

  it('dates the page in its WebPage block and describes the service a service page sells', () => {
    const head = routeHead({ pathname: '/en/services/oil-gas' }, { ...meta, service: 'Oilfield Electrical Services' });
    const blocks = head.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>);
    expect(blocks[0]).toMatchObject({ '@type': 'WebPage', dateModified: '2026-11-20' });
    expect(blocks[1]).toMatchObject({ '@type': 'Service', name: 'Oilfield Electrical Services', url: `${site.url}/services/oil-gas` });
    expect(routeHead({ pathname: '/en/contact' }, meta).scripts).toHaveLength(1);
  });
});
