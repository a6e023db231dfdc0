import { createFileRoute } from '@tanstack/react-router';
import * as list from '@/content/resources/blog/index';
import { blogText } from '@/content/resources/blog/blog-text';
import { blogListMeta } from '@/content/resources/blog/index.meta';
import { blogPosts } from '@/content/resources/blog/posts';
import { routeHead } from '@/seo/route-head';
import { BlogList } from './-components/blog-list';

export const Route = createFileRoute('/resources/blog/')({
  head: ({ match }) => routeHead(match, blogListMeta),
  component: () => <BlogList content={{ ...list, blogText, posts: blogPosts }} />,
});
