import { createFileRoute } from '@tanstack/react-router';
import * as list from '@/content/es/resources/blog/index';
import { blogText } from '@/content/es/resources/blog/blog-text';
import { blogListMeta } from '@/content/es/resources/blog/index.meta';
import { blogPosts } from '@/content/es/resources/blog/posts';
import { routeHead } from '@/seo/route-head';
import { BlogList } from '@/routes/resources/blog/-components/blog-list';

// The blog list in Spanish (docs/decisions/018-spanish.md): the Spanish twins of the posts.
export const Route = createFileRoute('/es/recursos/blog/')({
  head: ({ match }) => routeHead(match, blogListMeta),
  component: () => <BlogList content={{ ...list, blogText, posts: blogPosts }} />,
});
