import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { towns } from '@/content/towns';
import { pageHead } from './head';
import { electricianJsonLd, webPageJsonLd } from './json-ld';
import { landingJsonLd } from './landing-json-ld';

/** The JSON-LD blocks of a head() result, parsed back the way a crawler would. */
const parsedScripts = (head: ReturnType<typeof pageHead>) => head.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>);

describe('JSON-LD builders', () => {
  it('site-wide Electrician: identity, address, geo, hours and the 14 towns as areaServed', () => {
    const data = JSON.parse(JSON.stringify(electricianJsonLd()));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Electrician',
      name: site.name,
      telephone: site.phone.e164,
      address: { '@type': 'PostalAddress', addressLocality: 'Bakersfield', addressRegion: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    });
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.areaServed.map((c: { name: string }) => c.name)).toEqual(towns.map((t) => t.name));
    expect(data.areaServed.every((c: { '@type': string }) => c['@type'] === 'City')).toBe(true);
  });

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
    }).map((b) => JSON.parse(JSON.stringify(b)));
    const url = `${site.url}/backup-battery-lake-isabella`;
    const [page, service, ...articles] = blocks;
    expect(page).toMatchObject({ '@type': 'WebPage', url, breadcrumb: { '@type': 'BreadcrumbList' } });
    expect(page.breadcrumb.itemListElement).toEqual([
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

  it('WebPage of the home page has a one-item breadcrumb', () => {
    expect(webPageJsonLd({ title: 'Home', description: 'd', path: '/' }).breadcrumb.itemListElement).toHaveLength(1);
  });
});

describe('pageHead', () => {
  it('renders every page-head setting of spec section 3', () => {
    const head = pageHead({
      title: 'Solar in Taft',
      description: 'Solar for Taft homes.',
      path: '/solar-installer-taft',
      keywords: ['solar installer Taft'],
      image: '/og-image.png',
      author: site.name,
      publishedTime: '2026-01-05',
      modifiedTime: '2026-11-20',
      type: 'article',
      structuredData: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }],
    });
    const meta = (key: string) => head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key));
    expect(head.meta[0]).toEqual({ title: `Solar in Taft | ${site.name}` });
    expect(meta('description')).toMatchObject({ content: 'Solar for Taft homes.' });
    expect(meta('keywords')).toMatchObject({ content: expect.stringMatching(/^solar, electric, .*solar installer Taft$/) });
    expect(meta('robots')).toMatchObject({ content: 'index, follow' });
    expect(meta('author')).toMatchObject({ content: site.name });
    expect(meta('article:published_time')).toMatchObject({ content: '2026-01-05T00:00:00.000Z' });
    expect(meta('article:modified_time')).toMatchObject({ content: '2026-11-20T00:00:00.000Z' });
    expect(meta('og:image')).toMatchObject({ content: `${site.url}/og-image.png` });
    expect(meta('twitter:card')).toMatchObject({ content: 'summary_large_image' });
    const url = `${site.url}/solar-installer-taft`;
    expect(head.links).toEqual([
      { rel: 'canonical', href: url },
      { rel: 'alternate', hrefLang: 'en-US', href: url },
      { rel: 'alternate', hrefLang: 'x-default', href: url },
    ]);
    expect(parsedScripts(head)).toEqual([{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }]);
  });

  it('drops the canonical and says noindex when asked, and honours canonicalUrl', () => {
    const hidden = pageHead({ title: 'T', description: 'D', path: '/x', noIndex: true });
    expect(hidden.links).toEqual([]);
    expect(hidden.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    const moved = pageHead({ title: 'T', description: 'D', path: '/solar-installer-delano', canonicalUrl: '/services/residential-solar' });
    expect(moved.links[0]).toEqual({ rel: 'canonical', href: `${site.url}/services/residential-solar` });
    expect(moved.links.every((l) => l.href === `${site.url}/services/residential-solar`)).toBe(true);
  });

  it('sanitizes template text, URLs and structured data before they reach the head', () => {
    const head = pageHead({
      title: 'Solar <script>alert(1)</script>in Taft',
      description: '<img src=x onerror=alert(1)>Cheap power',
      path: '/x',
      canonicalUrl: 'javascript:alert(1)',
      image: 'data:image/png;base64,AAAA',
      keywords: ['<b>solar</b>'],
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>', url: 'vbscript:x' }],
    });
    const all = JSON.stringify(head);
    expect(all).not.toMatch(/<script|javascript:|vbscript:|data:image|onerror/i);
    expect(head.meta[0]).toEqual({ title: `Solar in Taft | ${site.name}` });
    expect(head.links.map((l) => l.href)).toEqual([`${site.url}/`, `${site.url}/`, `${site.url}/`]);
    // The serialized block can never close its <script> element.
    expect(head.scripts[0]!.children).not.toContain('<');
    expect(parsedScripts(head)[0]).toEqual({ '@type': 'Thing', name: '', url: '#' });
  });
});
