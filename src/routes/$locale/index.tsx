import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { HomePage } from '@/routes/$locale/-components/home-page';

export const Route = createFileRoute('/$locale/')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), { en: () => import('@/content/home'), es: () => import('@/content/home.es') }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.homeMeta),
  // The page's own quote form, for the quote action (docs/decisions/031-phone-reach.md).
  staticData: { quoteForm: 'quote' },
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <HomePage content={data} />;
}
