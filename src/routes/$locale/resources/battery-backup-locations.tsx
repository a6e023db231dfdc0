import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { BatteryLocationsPage } from '@/routes/$locale/resources/-components/battery-locations-page';

export const Route = createFileRoute('/$locale/resources/battery-backup-locations')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), {
      en: () => import('@/content/resources/battery-backup-locations'),
      es: () => import('@/content/resources/battery-backup-locations.es'),
    }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.batteryLocationsMeta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <BatteryLocationsPage content={data} />;
}
