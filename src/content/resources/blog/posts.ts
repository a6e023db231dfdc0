import { blogPostPath, type ArticleNode, type BlogPost, type BlogSummary } from './post';

/**
 * The blog is the set of files in posts/: adding a post is adding one file there (the list,
 * the route, the prerender and the sitemap follow). The bundler finds them. Only each file's
 * `summary` is read eagerly (tree-shaking drops the bodies from that import); bodies are read
 * through a second, lazy import of the same files under a `?body` query, so the bundler treats
 * them as other modules and gives each body its own chunk instead of pulling it into the main one.
 */
const summaries = import.meta.glob<BlogSummary>(['./posts/*.ts', '!./posts/*.test.ts', '!./posts/*.es.ts'], {
  eager: true,
  import: 'summary',
});
const bodies = import.meta.glob<readonly ArticleNode[]>(['./posts/*.ts', '!./posts/*.test.ts', '!./posts/*.es.ts'], {
  import: 'body',
  query: '?body',
});

const files = new Map(Object.entries(summaries).map(([file, summary]) => [summary.slug, file]));

/** Every post, newest first. */
export const blogPosts: readonly BlogSummary[] = Object.values(summaries).sort(
  (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
);

export const findPost = (slug: string): BlogSummary | undefined => blogPosts.find((p) => p.slug === slug);

/** A post with its body, or undefined for a slug no file has. */
export async function loadPost(slug: string): Promise<BlogPost | undefined> {
  const summary = findPost(slug);
  const loadBody = bodies[files.get(slug) ?? ''];
  if (!summary || !loadBody) return undefined;
  return { ...summary, body: await loadBody() };
}

/** The URL of every post, /resources/blog/{slug}: what the prerender and sitemap list (the Spanish twin lists /es/recursos/blog/...). */
export const blogPaths = (): string[] => blogPosts.map((p) => blogPostPath(p.slug));
