import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/about/areas-we-serve';
import { areasMeta } from '@/content/about/areas-we-serve.meta';
import { routeHead } from '@/seo/route-head';
import { AreasPage } from './-components/areas-page';

export const Route = createFileRoute('/about/areas-we-serve')({
  head: ({ match }) => routeHead(match, areasMeta),
  component: () => <AreasPage content={content} />,
});
