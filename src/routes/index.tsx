import { createFileRoute } from '@tanstack/react-router';
import * as home from '@/content/home';
import { homeMeta } from '@/content/home.meta';
import { routeHead } from '@/seo/route-head';
import { HomePage } from './-components/home-page';

export const Route = createFileRoute('/')({
  head: ({ match }) => routeHead(match, homeMeta),
  component: () => <HomePage content={home} />,
});
