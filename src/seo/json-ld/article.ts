import { localeTags } from '@/shared/i18n/locales';
import { absoluteUrl, localeOfPage } from '@/seo/head';
import { organizationJsonLd, publisherJsonLd } from '@/seo/json-ld/organization';

/** What a blog post's Article needs: its summary, never its body (kept out of the main bundle). */
export interface ArticleJsonLdInput {
  title: string;
  excerpt: string;
  /** ISO 8601 publication date. */
  date: string;
  /** Minutes. */
  readTime: number;
}

/** schema.org Article for a blog post at `path`. */
export function articleJsonLd(post: ArticleJsonLdInput, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: localeTags[localeOfPage(path)],
    image: absoluteUrl('/og-image.png'),
    mainEntityOfPage: absoluteUrl(path),
    author: organizationJsonLd(),
    publisher: publisherJsonLd(),
    timeRequired: `PT${post.readTime}M`,
  };
}
