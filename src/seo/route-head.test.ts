import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { canonicalPath, routeHead } from '@/seo/route-head';

const meta = { title: 'T', description: 'D' };
const canonicalOf = (head: ReturnType<typeof routeHead>) => head.links.find((l) => l.rel === 'canonical')?.href;

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/about/', '/about'],
    ['/services/residential-solar/', '/services/residential-solar'],
    ['/resources/blog//', '/resources/blog'],
  ])('%s -> %s', (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
  });
});

describe('routeHead', () => {
  it("takes the canonical from the route's match, without an index route's trailing slash", () => {
    expect(canonicalOf(routeHead({ pathname: '/services/residential-solar/' }, meta))).toBe(`${site.url}/services/residential-solar`);
    expect(canonicalOf(routeHead({ pathname: '/' }, meta))).toBe(`${site.url}/`);
  });

  it("keeps a page's declared canonical when it duplicates another page", () => {
    const head = routeHead({ pathname: '/solar-installer-delano' }, { ...meta, canonical: '/services/residential-solar' });
    expect(canonicalOf(head)).toBe(`${site.url}/services/residential-solar`);
    const page = JSON.parse(head.scripts[0]!.children) as { '@type': string; url: string };
    expect(page).toMatchObject({ '@type': 'WebPage', url: `${site.url}/services/residential-solar` });
  });
});
