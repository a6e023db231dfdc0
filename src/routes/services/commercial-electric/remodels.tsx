import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { remodelsBlocks } from '@/content/services/commercial-electric/remodels';
import { remodelsMeta } from '@/content/services/commercial-electric/remodels.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/remodels')({
  head: ({ match }) => routeHead(match, remodelsMeta),
  component: () => <PageBlocks blocks={withTownLinks(remodelsBlocks)} />,
});
