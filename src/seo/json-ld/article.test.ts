import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { articleJsonLd } from '@/seo/json-ld/article';

describe('articleJsonLd', () => {
  it('a blog post: headline, dates, reading time, the page, the company as author and publisher', () => {
    const data = articleJsonLd({ title: 'T', excerpt: 'E', date: '2024-03-15', readTime: 8 }, '/resources/blog/x');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      description: 'E',
      datePublished: '2024-03-15',
      dateModified: '2024-03-15',
      mainEntityOfPage: `${site.url}/resources/blog/x`,
      author: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${site.url}/favicon.svg` } },
      timeRequired: 'PT8M',
    });
  });
});
