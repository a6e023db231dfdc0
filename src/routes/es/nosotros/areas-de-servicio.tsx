import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/es/about/areas-we-serve';
import { areasMeta } from '@/content/es/about/areas-we-serve.meta';
import { routeHead } from '@/seo/route-head';
import { AreasPage } from '@/routes/about/-components/areas-page';

export const Route = createFileRoute('/es/nosotros/areas-de-servicio')({
  head: ({ match }) => routeHead(match, areasMeta),
  component: () => <AreasPage content={content} />,
});
