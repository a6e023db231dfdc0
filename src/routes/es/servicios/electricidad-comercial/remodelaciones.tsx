import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { remodelsBlocks } from '@/content/es/services/commercial-electric/remodels';
import { remodelsMeta } from '@/content/es/services/commercial-electric/remodels.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/remodelaciones')({
  head: ({ match }) => routeHead(match, remodelsMeta),
  component: () => <PageBlocks blocks={withTownLinks(remodelsBlocks)} />,
});
