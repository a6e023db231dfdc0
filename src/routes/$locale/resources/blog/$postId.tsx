import { createFileRoute, notFound } from '@tanstack/react-router';
import { englishPostSlugs } from '@/content/resources/blog/post-slugs';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { articleHead } from '@/routes/$locale/resources/blog/-components/article-head';
import { BlogArticle } from '@/routes/$locale/resources/blog/-components/blog-article';

// Every post file is a page here; the prerender lists them (entry-server.tsx), so each is
// still a static file like every fixed page. A Spanish post is found by its Spanish slug
// (its file, resources/blog/post-slugs.ts). An unknown slug renders the not-found view.
export const Route = createFileRoute('/$locale/resources/blog/$postId')({
  loader: async ({ params }) => {
    const locale = localeParam(params.locale);
    const [{ blogPosts, loadPost }, article, { blogText }] = await byLocale(locale, {
      en: () =>
        Promise.all([
          import('@/content/resources/blog/posts'),
          import('@/content/resources/blog/article'),
          import('@/content/resources/blog/blog-text'),
        ]),
      es: () =>
        Promise.all([
          import('@/content/resources/blog/posts.es'),
          import('@/content/resources/blog/article.es'),
          import('@/content/resources/blog/blog-text.es'),
        ]),
    });
    const slug = locale === 'es' ? englishPostSlugs.get(params.postId) : params.postId;
    const post = slug && (await loadPost(slug));
    if (!post) throw notFound();
    return { post, posts: blogPosts, text: { articleText: article.articleText, articleCta: article.articleCta, blogText } };
  },
  head: ({ match, loaderData }) => (loaderData ? articleHead(match, loaderData.post) : {}),
  component: BlogPostPage,
});

function BlogPostPage() {
  const { post, posts, text } = Route.useLoaderData();
  return <BlogArticle post={post} posts={posts} text={text} />;
}
