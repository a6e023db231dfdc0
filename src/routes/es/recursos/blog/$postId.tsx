import { createFileRoute, notFound } from '@tanstack/react-router';
import { blogPosts, loadPost } from '@/content/es/resources/blog/posts';
import { englishPath } from '@/shared/i18n/paths';
import { articleHead } from '@/routes/resources/blog/-components/article-head';
import { BlogArticle } from '@/routes/resources/blog/-components/blog-article';

// A post in Spanish, /es/recursos/blog/{slug en español} (docs/decisions/018-spanish.md): the
// Spanish slug leads to the post's English slug (src/shared/i18n/paths.ts), which names its
// Spanish twin in content/es. A slug with no twin renders the not-found view.
const englishSlug = (spanishSlug: string) => englishPath(`/es/recursos/blog/${spanishSlug}`)?.replace('/resources/blog/', '');

export const Route = createFileRoute('/es/recursos/blog/$postId')({
  loader: async ({ params }) => {
    const slug = englishSlug(params.postId);
    const post = slug && (await loadPost(slug));
    if (!post) throw notFound();
    return post;
  },
  head: ({ match, loaderData }) => (loaderData ? articleHead(match, loaderData) : {}),
  component: SpanishBlogPostPage,
});

function SpanishBlogPostPage() {
  return <BlogArticle post={Route.useLoaderData()} posts={blogPosts} />;
}
