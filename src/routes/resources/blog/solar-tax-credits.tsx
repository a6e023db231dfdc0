import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from './-components/article-head';
import { BlogArticle } from './-components/blog-article';

// A static file (not a $param route) so the article is prerendered like every fixed page.
export const Route = createFileRoute('/resources/blog/solar-tax-credits')({
  head: () => articleHead('solar-tax-credits'),
  component: () => <BlogArticle id="solar-tax-credits" />,
});
