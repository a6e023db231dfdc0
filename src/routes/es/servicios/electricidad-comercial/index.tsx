import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialOverviewBlocks } from '@/content/es/services/commercial-electric/index';
import { commercialOverviewMeta } from '@/content/es/services/commercial-electric/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/')({
  head: ({ match }) => routeHead(match, commercialOverviewMeta),
  component: () => <PageBlocks blocks={withTownLinks(commercialOverviewBlocks)} />,
});
