import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { webPageJsonLd } from '@/seo/json-ld/web-page';

describe('webPageJsonLd', () => {
  it('WebPage of the home page has a one-item breadcrumb', () => {
    expect(webPageJsonLd({ title: 'Home', description: 'd', path: '/' }).breadcrumb.itemListElement).toHaveLength(1);
  });

  it('any other page has Home then the page in its breadcrumb', () => {
    const page = webPageJsonLd({ title: 'Contact', description: 'd', path: '/contact' });
    expect(page).toMatchObject({ '@id': `${site.url}/contact`, url: `${site.url}/contact`, name: 'Contact' });
    expect(page.breadcrumb.itemListElement.map((c) => c.item)).toEqual([`${site.url}/`, `${site.url}/contact`]);
  });
});
