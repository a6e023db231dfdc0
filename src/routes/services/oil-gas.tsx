import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { oilGasBlocks } from '@/content/services/oil-gas';
import { oilGasMeta } from '@/content/services/oil-gas.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/oil-gas')({
  head: ({ match }) => routeHead(match, oilGasMeta),
  component: () => <PageBlocks blocks={withTownLinks(oilGasBlocks)} />,
});
