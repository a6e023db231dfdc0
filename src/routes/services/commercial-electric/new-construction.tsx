import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { newConstructionBlocks } from '@/content/services/commercial-electric/new-construction';
import { newConstructionMeta } from '@/content/services/commercial-electric/new-construction.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/new-construction')({
  head: ({ match }) => routeHead(match, newConstructionMeta),
  component: () => <PageBlocks blocks={withTownLinks(newConstructionBlocks)} />,
});
