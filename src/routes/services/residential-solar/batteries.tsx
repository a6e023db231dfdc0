import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { batteriesBlocks } from '@/content/services/residential-solar/batteries';
import { batteriesMeta } from '@/content/services/residential-solar/batteries.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/batteries')({
  head: ({ match }) => routeHead(match, batteriesMeta),
  component: () => <PageBlocks blocks={withTownLinks(batteriesBlocks)} />,
});
