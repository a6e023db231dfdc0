import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/resources/battery-backup-locations';
import { batteryLocationsMeta } from '@/content/resources/battery-backup-locations.meta';
import { routeHead } from '@/seo/route-head';
import { BatteryLocationsPage } from './-components/battery-locations-page';

export const Route = createFileRoute('/resources/battery-backup-locations')({
  head: ({ match }) => routeHead(match, batteryLocationsMeta),
  component: () => <BatteryLocationsPage content={content} />,
});
