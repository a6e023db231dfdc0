import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { PrivacyPage } from '@/routes/$locale/-components/privacy-page';

export const Route = createFileRoute('/$locale/privacy')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), { en: () => import('@/content/privacy'), es: () => import('@/content/privacy.es') }),
  head: ({ match, loaderData }) =>
    routeHead(match, loaderData && { ...loaderData.privacyMeta, modifiedTime: loaderData.privacyPage.updated.iso }),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <PrivacyPage content={data} />;
}
