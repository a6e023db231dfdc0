import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { oilGasBlocks } from '@/content/es/services/oil-gas';
import { oilGasMeta } from '@/content/es/services/oil-gas.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/petroleo-y-gas')({
  head: ({ match }) => routeHead(match, oilGasMeta),
  component: () => <PageBlocks blocks={withTownLinks(oilGasBlocks)} />,
});
