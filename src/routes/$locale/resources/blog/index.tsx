import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { BlogList } from '@/routes/$locale/resources/blog/-components/blog-list';

export const Route = createFileRoute('/$locale/resources/blog/')({
  loader: async ({ params }) => {
    const [list, { blogText }, { articleText }, { blogPosts }] = await byLocale(localeParam(params.locale), {
      en: () =>
        Promise.all([
          import('@/content/resources/blog/index'),
          import('@/content/resources/blog/blog-text'),
          import('@/content/resources/blog/article'),
          import('@/content/resources/blog/posts'),
        ]),
      es: () =>
        Promise.all([
          import('@/content/resources/blog/index.es'),
          import('@/content/resources/blog/blog-text.es'),
          import('@/content/resources/blog/article.es'),
          import('@/content/resources/blog/posts.es'),
        ]),
    });
    return { ...list, blogText, articleText, posts: blogPosts };
  },
  head: ({ match, loaderData }) => routeHead(match, loaderData?.blogListMeta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <BlogList content={data} />;
}
