import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { commercialOverviewBlocks } from '@/content/pages/commercial/overview';
import { commercialOverviewMeta } from '@/content/pages/commercial/overview.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/')({
  head: () => routeHead('/services/commercial-electric', commercialOverviewMeta),
  component: () => <PageBlocks blocks={commercialOverviewBlocks} />,
});
