import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/$locale/services/commercial-electric/new-construction')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), {
      en: () => import('@/content/services/commercial-electric/new-construction').then((m) => m.page),
      es: () => import('@/content/services/commercial-electric/new-construction.es').then((m) => m.page),
    }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.meta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <PageBlocks blocks={data.blocks} />;
}
