import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { newConstructionBlocks } from '@/content/es/services/commercial-electric/new-construction';
import { newConstructionMeta } from '@/content/es/services/commercial-electric/new-construction.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/construccion-nueva')({
  head: ({ match }) => routeHead(match, newConstructionMeta),
  component: () => <PageBlocks blocks={withTownLinks(newConstructionBlocks)} />,
});
