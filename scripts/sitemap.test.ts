import { describe, expect, it } from 'vitest';
import { belongsInSitemap, headFacts, lastmodOf, robotsTxt, sitemapXml, withAlternates } from './sitemap';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><a rel="canonical" href="/nope">x</a></body></html>`;

describe('sitemap helpers', () => {
  it('reads title count, canonical, robots and modified time from the head only', () => {
    const facts = headFacts(
      page(
        '<title>A</title><meta name="robots" content="index, follow"/><link rel="canonical" href="https://x.example/a?b=1&amp;c=2"/><meta property="article:modified_time" content="2026-11-20T00:00:00.000Z"/>' +
          '<link rel="alternate" hrefLang="en-US" href="https://x.example/a"/><link rel="alternate" hreflang="es-US" href="https://x.example/es/a"/>',
      ),
    );
    expect(facts).toEqual({
      titles: 1,
      canonical: 'https://x.example/a?b=1&c=2',
      robots: 'index, follow',
      modified: '2026-11-20T00:00:00.000Z',
      alternates: [
        { hreflang: 'en-US', href: 'https://x.example/a' },
        { hreflang: 'es-US', href: 'https://x.example/es/a' },
      ],
    });
  });

  it('lists only indexable, self-canonical pages', () => {
    const url = 'https://x.example/a';
    expect(belongsInSitemap({ titles: 1, canonical: url, robots: 'index, follow', modified: undefined, alternates: [] }, url)).toBe(true);
    expect(belongsInSitemap({ titles: 1, canonical: url, robots: 'noindex, follow', modified: undefined, alternates: [] }, url)).toBe(
      false,
    );
    expect(
      belongsInSitemap({ titles: 1, canonical: 'https://x.example/b', robots: 'index, follow', modified: undefined, alternates: [] }, url),
    ).toBe(false);
    expect(belongsInSitemap({ titles: 1, canonical: undefined, robots: 'index, follow', modified: undefined, alternates: [] }, url)).toBe(
      false,
    );
  });

  it('writes a sorted, escaped urlset with lastmod dates', () => {
    const xml = sitemapXml([
      { loc: 'https://x.example/b?x=1&y=2', lastmod: '2026-11-20' },
      { loc: 'https://x.example/a', lastmod: '2026-11-21' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml.indexOf('/a</loc>')).toBeLessThan(xml.indexOf('/b?'));
    expect(xml).toContain('<loc>https://x.example/b?x=1&amp;y=2</loc>');
    expect(xml).toContain('<lastmod>2026-11-21</lastmod>');
  });

  it("pairs a listed page with its listed twin, from the pages' own hreflang links, the same three links on both", () => {
    const site = 'https://x.example';
    const pair = [
      { hreflang: 'en-US', href: `${site}/contact` },
      { hreflang: 'es-US', href: `${site}/es/contacto` },
      { hreflang: 'x-default', href: `${site}/contact` },
    ];
    const self = (loc: string) => [
      { hreflang: 'en-US', href: loc },
      { hreflang: 'x-default', href: loc },
    ];
    const entries = withAlternates([
      { loc: `${site}/contact`, lastmod: '2026-11-20', alternates: pair },
      { loc: `${site}/es/contacto`, lastmod: '2026-11-20', alternates: pair },
      { loc: `${site}/privacy`, lastmod: '2026-11-20', alternates: self(`${site}/privacy`) },
      // A twin that is not listed (noindex) pairs with nothing.
      {
        loc: `${site}/about`,
        lastmod: '2026-11-20',
        alternates: [
          { hreflang: 'en-US', href: `${site}/about` },
          { hreflang: 'es-US', href: `${site}/es/nosotros` },
        ],
      },
    ]);
    expect(entries.map((e) => e.alternates)).toEqual([pair, pair, undefined, undefined]);
    const xml = sitemapXml(entries);
    expect(xml).toContain(
      `<loc>${site}/es/contacto</loc>\n    <xhtml:link rel="alternate" hreflang="en-US" href="${site}/contact"/>\n    <xhtml:link rel="alternate" hreflang="es-US" href="${site}/es/contacto"/>`,
    );
  });

  it('writes robots.txt with the sitemap URL', () => {
    expect(robotsTxt('https://x.example')).toContain('\nSitemap: https://x.example/sitemap.xml\n');
    expect(robotsTxt('https://x.example')).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });

  it('dates lastmod from the page itself, and refuses a listed page without a date', () => {
    expect(lastmodOf('2026-11-20T00:00:00.000Z', 'https://x.example/a')).toBe('2026-11-20');
    expect(() => lastmodOf(undefined, 'https://x.example/a')).toThrow('https://x.example/a is in the sitemap but gives no date');
    expect(() => lastmodOf('not a date', 'https://x.example/a')).toThrow(/no date/);
  });

  it("reads the date of a page that is not an article from its WebPage block's dateModified", () => {
    const html = `<html><head><title>A</title></head><body><div id="root"><script type="application/ld+json">{"@type":"Electrician","dateModified":"2020-01-01"}</script><script type="application/ld+json">{"@type":"WebPage","dateModified":"2026-11-21"}</script></div></body></html>`;
    expect(headFacts(html).modified).toBe('2026-11-21');
  });
});
