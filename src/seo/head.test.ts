import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { fullTitle, pageHead } from '@/seo/head';

/** The JSON-LD blocks of a head() result, parsed back the way a crawler would. */
const parsedScripts = (head: ReturnType<typeof pageHead>) => head.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>);

describe('pageHead', () => {
  it('renders every page-head setting of docs/behaviour.md#page-head', () => {
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
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }],
    });
    const meta = (key: string) => head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key));
    expect(head.meta[0]).toEqual({ title: `Solar in Taft | ${site.name}` });
    expect(meta('description')).toMatchObject({ content: 'Solar for Taft homes.' });
    expect(meta('keywords')).toMatchObject({ content: expect.stringMatching(/^solar, electric, .*solar installer Taft$/) as string });
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
      { rel: 'alternate', hrefLang: 'es-US', href: `${site.url}/es/instalador-solar-taft` },
      { rel: 'alternate', hrefLang: 'x-default', href: url },
    ]);
    expect(meta('og:locale')).toMatchObject({ content: 'en_US' });
    expect(meta('og:locale:alternate')).toMatchObject({ content: 'es_US' });
    expect(parsedScripts(head)).toEqual([{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }]);
  });

  it('gives a Spanish page its language and the same pair of hreflang links as its English twin', () => {
    const spanish = pageHead({ title: 'Solar en Taft', description: 'D', path: '/es/instalador-solar-taft' });
    const english = pageHead({ title: 'Solar in Taft', description: 'D', path: '/solar-installer-taft' });
    const pair = (head: ReturnType<typeof pageHead>) => head.links.filter((l) => l.rel === 'alternate');
    expect(pair(spanish)).toEqual(pair(english));
    expect(spanish.links[0]).toEqual({ rel: 'canonical', href: `${site.url}/es/instalador-solar-taft` });
    expect(spanish.meta).toContainEqual({ property: 'og:locale', content: 'es_US' });
    expect(spanish.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' });
  });

  it('names a page with no twin in its own language only', () => {
    const head = pageHead({ title: 'T', description: 'D', path: '/x' });
    expect(head.links.map((l) => ('hrefLang' in l ? l.hrefLang : l.rel))).toEqual(['canonical', 'en-US', 'x-default']);
  });

  it('keeps the company name in the title when it fits in 60 characters, else the short name', () => {
    const titleOf = (title: string) => pageHead({ title, description: 'D', path: '/x' }).meta[0];
    const fits = 'x'.repeat(60 - ` | ${site.name}`.length);
    expect(titleOf(fits)).toEqual({ title: `${fits} | ${site.name}` });
    expect(titleOf(`${fits}y`)).toEqual({ title: `${fits}y | ${site.shortName}` });
    expect(fullTitle(`About | ${site.name}`)).toBe(`About | ${site.name}`);
    const og = pageHead({ title: `${fits}y`, description: 'D', path: '/x' }).meta.find((m) => 'property' in m && m.property === 'og:title');
    expect(og).toMatchObject({ content: `${fits}y | ${site.shortName}` });
  });

  it('drops the canonical and says noindex when asked, and takes an absolute canonical URL', () => {
    const hidden = pageHead({ title: 'T', description: 'D', path: '/x', noIndex: true });
    expect(hidden.links).toEqual([]);
    expect(hidden.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    const absolute = pageHead({ title: 'T', description: 'D', path: `${site.url}/services/residential-solar` });
    expect(absolute.links[0]).toEqual({ rel: 'canonical', href: `${site.url}/services/residential-solar` });
    expect(absolute.links.map((l) => l.href)).toEqual([
      `${site.url}/services/residential-solar`,
      `${site.url}/services/residential-solar`,
      `${site.url}/es/servicios/energia-solar-residencial`,
      `${site.url}/services/residential-solar`,
    ]);
    expect(absolute.meta).toContainEqual({ property: 'og:url', content: `${site.url}/services/residential-solar` });
  });

  it('sanitizes template text, URLs and structured data before they reach the head', () => {
    const head = pageHead({
      title: 'Solar <script>alert(1)</script>in Taft',
      description: '<img src=x onerror=alert(1)>Cheap power',
      path: 'javascript:alert(1)',
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
