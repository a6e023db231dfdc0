import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { Estimator } from '@/features/estimate/estimator';

// The solar estimate (docs/decisions/023-estimate.md). The estimator's code is this route's
// component chunk: no other page loads it (tests/build/bundle-budget.test.ts).
export const Route = createFileRoute('/$locale/resources/solar-estimate')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), {
      en: () => import('@/content/resources/solar-estimate'),
      es: () => import('@/content/resources/solar-estimate.es'),
    }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.estimateMeta),
  // The estimate's quote form (quoteCopy.id), for the quote action (docs/decisions/031-phone-reach.md).
  staticData: { quoteForm: 'quote' },
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <Estimator copy={data} />;
}
