import type { ArticleNode, BlogPost, BlogSummary } from '@/content/resources/blog/post';
import { blogPostPath } from '@/content/resources/blog/post';
import { spanishTwin } from '@/content/twins';

/**
 * The Spanish blog: the twins in posts/ of the English post files, read like
 * src/content/resources/blog/posts.ts (summaries eagerly, each body as its own lazy chunk). A
 * summary keeps its English slug, which names the post in both languages; its Spanish URL is
 * /es/recursos/blog/{the slug its file exports} (post-slugs.ts). A post without a Spanish file is
 * not listed.
 */
const summaries = import.meta.glob<BlogSummary>(['./posts/*.es.ts'], { eager: true, import: 'summary' });
const bodies = import.meta.glob<readonly ArticleNode[]>(['./posts/*.es.ts'], {
  import: 'body',
  query: '?body',
});

const files = new Map(Object.entries(summaries).map(([file, summary]) => [summary.slug, file]));

/** Every Spanish post, newest first (the order of the English list). */
export const blogPosts: readonly BlogSummary[] = Object.values(summaries)
  .filter((p) => spanishTwin(blogPostPath(p.slug)) !== undefined)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** A post by its (English) slug. */
export const findPost = (slug: string): BlogSummary | undefined => blogPosts.find((p) => p.slug === slug);

/** A post with its Spanish body, by its (English) slug, or undefined. */
export async function loadPost(slug: string): Promise<BlogPost | undefined> {
  const summary = findPost(slug);
  const loadBody = bodies[files.get(slug) ?? ''];
  if (!summary || !loadBody) return undefined;
  return { ...summary, body: await loadBody() };
}

/** The URL of every Spanish post, /es/recursos/blog/{slug}: what the prerender and sitemap list. */
export const blogPaths = (): string[] => blogPosts.map((p) => spanishTwin(blogPostPath(p.slug))!);
