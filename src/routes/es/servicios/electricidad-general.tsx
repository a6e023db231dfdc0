import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { generalElectricBlocks } from '@/content/es/services/general-electric';
import { generalElectricMeta } from '@/content/es/services/general-electric.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-general')({
  head: ({ match }) => routeHead(match, generalElectricMeta),
  component: () => <PageBlocks blocks={withTownLinks(generalElectricBlocks)} />,
});
