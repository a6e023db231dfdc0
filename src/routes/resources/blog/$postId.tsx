import { createFileRoute, notFound } from '@tanstack/react-router';
import { blogPosts, loadPost } from '@/content/resources/blog/posts';
import { articleHead } from './-components/article-head';
import { BlogArticle } from './-components/blog-article';

// Every post file is a page here; the prerender lists them (entry-server.tsx), so each is
// still a static file like every fixed page. An unknown slug renders the not-found view.
export const Route = createFileRoute('/resources/blog/$postId')({
  loader: async ({ params }) => {
    const post = await loadPost(params.postId);
    if (!post) throw notFound();
    return post;
  },
  head: ({ match, loaderData }) => (loaderData ? articleHead(match, loaderData) : {}),
  component: BlogPostPage,
});

function BlogPostPage() {
  return <BlogArticle post={Route.useLoaderData()} posts={blogPosts} />;
}
