import { blogPostMeta, blogSummaries, type BlogId } from '@/content/pages/resources/blog.meta';
import { site } from '@/content/site';
import { absoluteUrl } from '@/seo/head';
import { routeHead } from '@/seo/route-head';

/** schema.org Article for a blog post, from its summary (no body text in the main bundle). */
function articleJsonLd(id: BlogId, path: string) {
  const post = blogSummaries[id];
  const organization = { '@type': 'Organization', name: site.name, url: `${site.url}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: 'en-US',
    image: absoluteUrl('/og-image.png'),
    mainEntityOfPage: absoluteUrl(path),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
    timeRequired: `PT${post.readTime}M`,
  };
}

/** The `head()` of an article route: its own title and description, og:type article, Article JSON-LD. */
export function articleHead(id: BlogId) {
  const path = `/resources/blog/${id}`;
  return routeHead(path, blogPostMeta(id), [articleJsonLd(id, path)]);
}
