import { createFileRoute } from '@tanstack/react-router';
import * as home from '@/content/es/home';
import { homeMeta } from '@/content/es/home.meta';
import { routeHead } from '@/seo/route-head';
import { HomePage } from '@/routes/-components/home-page';

export const Route = createFileRoute('/es/')({
  head: ({ match }) => routeHead(match, homeMeta),
  component: () => <HomePage content={home} />,
});
