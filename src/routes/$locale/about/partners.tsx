import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { PartnersPage } from '@/routes/$locale/about/-components/partners-page';

export const Route = createFileRoute('/$locale/about/partners')({
  loader: async ({ params }) => {
    const [content, partners] = await byLocale(localeParam(params.locale), {
      en: () => Promise.all([import('@/content/about/partners'), import('@/content/partners')]),
      es: () => Promise.all([import('@/content/about/partners.es'), import('@/content/partners.es')]),
    });
    return { content, partners };
  },
  head: ({ match, loaderData }) => routeHead(match, loaderData?.content.partnersMeta),
  // The estimate form at the foot of the page (partnersEstimate.id), for the quote action
  // (docs/decisions/031-phone-reach.md; tests/build/phone-reach.test.ts holds them together).
  staticData: { quoteForm: 'estimate' },
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <PartnersPage {...data} />;
}
