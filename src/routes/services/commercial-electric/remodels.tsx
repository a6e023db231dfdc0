import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { remodelsBlocks } from '@/content/pages/commercial/remodels';
import { remodelsMeta } from '@/content/pages/commercial/remodels.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/remodels')({
  head: () => routeHead('/services/commercial-electric/remodels', remodelsMeta),
  component: () => <PageBlocks blocks={remodelsBlocks} />,
});
