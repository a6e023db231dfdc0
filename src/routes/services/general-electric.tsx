import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { generalElectricBlocks } from '@/content/services/general-electric';
import { generalElectricMeta } from '@/content/services/general-electric.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/general-electric')({
  head: ({ match }) => routeHead(match, generalElectricMeta),
  component: () => <PageBlocks blocks={withTownLinks(generalElectricBlocks)} />,
});
