import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { FinancingPage } from '@/routes/$locale/resources/-components/financing-page';

export const Route = createFileRoute('/$locale/resources/financing')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), {
      en: () => import('@/content/resources/financing'),
      es: () => import('@/content/resources/financing.es'),
    }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.financingMeta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <FinancingPage content={data} />;
}
