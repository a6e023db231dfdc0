import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { newConstructionBlocks } from '@/content/pages/commercial/new-construction';
import { newConstructionMeta } from '@/content/pages/commercial/new-construction.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/new-construction')({
  head: () => routeHead('/services/commercial-electric/new-construction', newConstructionMeta),
  component: () => <PageBlocks blocks={newConstructionBlocks} />,
});
