import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { oilGasBlocks } from '@/content/pages/field/oil-gas';
import { oilGasMeta } from '@/content/pages/field/oil-gas.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/oil-gas')({
  head: () => routeHead('/services/oil-gas', oilGasMeta),
  component: () => <PageBlocks blocks={oilGasBlocks} />,
});
