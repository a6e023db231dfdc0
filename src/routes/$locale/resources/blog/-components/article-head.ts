import { blogPostMeta, type BlogSummary } from '@/content/resources/blog/post';
import { articleJsonLd } from '@/seo/json-ld/article';
import { canonicalPath, routeHead } from '@/seo/route-head';

/**
 * The `head()` of an article route: its own title and description, og:type article, and the
 * Article JSON-LD built from the post's summary (no body text in the main bundle).
 */
export function articleHead(match: { pathname: string }, post: BlogSummary) {
  return routeHead(match, blogPostMeta(post), [articleJsonLd(post, canonicalPath(match.pathname))]);
}
