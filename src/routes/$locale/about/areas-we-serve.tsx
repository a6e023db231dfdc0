import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { AreasPage } from '@/routes/$locale/about/-components/areas-page';

export const Route = createFileRoute('/$locale/about/areas-we-serve')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), {
      en: () => import('@/content/about/areas-we-serve'),
      es: () => import('@/content/about/areas-we-serve.es'),
    }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.areasMeta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <AreasPage content={data} />;
}
