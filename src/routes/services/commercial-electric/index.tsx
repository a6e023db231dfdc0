import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialOverviewBlocks } from '@/content/services/commercial-electric/index';
import { commercialOverviewMeta } from '@/content/services/commercial-electric/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/')({
  head: ({ match }) => routeHead(match, commercialOverviewMeta),
  component: () => <PageBlocks blocks={withTownLinks(commercialOverviewBlocks)} />,
});
