import type { Action, Illustration, PageMeta, SourceLink } from '@/content/types';

/** The body of an article: structured data that one article component renders. */
export type ArticleNode =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: readonly string[] }
  | { kind: 'ol'; items: readonly string[] }
  /** A highlighted aside: a safety warning, a caveat or a next step. */
  | { kind: 'callout'; tone: 'info' | 'warning'; title: string; text: string; action?: Action }
  /** The public documents the article's facts rest on, listed at its end. */
  | { kind: 'sources'; title: string; items: readonly SourceLink[] };

/**
 * Everything about a post but its body: what the list, the article's head (title, description,
 * Article JSON-LD) and the prerender need. Summaries ship in the main bundle; bodies do not.
 */
export interface BlogSummary {
  /** The post's URL segment, /resources/blog/<slug>; equal to its file name in posts/. */
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD) of publication; also the sitemap's lastmod. */
  date: string;
  /** Minutes. */
  readTime: number;
  category: string;
  /** The <title> of the article page, without the company suffix. */
  metaTitle: string;
  keywords: readonly string[];
  image: Illustration;
}

export interface BlogPost extends BlogSummary {
  body: readonly ArticleNode[];
}

export const blogPostPath = (slug: string) => `/resources/blog/${slug}` as const;

export const blogPostMeta = (post: BlogSummary): PageMeta => ({
  title: post.metaTitle,
  description: post.excerpt,
  keywords: post.keywords,
  type: 'article',
  publishedTime: post.date,
  modifiedTime: post.date,
});
