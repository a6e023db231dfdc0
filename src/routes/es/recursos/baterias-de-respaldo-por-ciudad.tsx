import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/es/resources/battery-backup-locations';
import { batteryLocationsMeta } from '@/content/es/resources/battery-backup-locations.meta';
import { routeHead } from '@/seo/route-head';
import { BatteryLocationsPage } from '@/routes/resources/-components/battery-locations-page';

export const Route = createFileRoute('/es/recursos/baterias-de-respaldo-por-ciudad')({
  head: ({ match }) => routeHead(match, batteryLocationsMeta),
  component: () => <BatteryLocationsPage content={content} />,
});
