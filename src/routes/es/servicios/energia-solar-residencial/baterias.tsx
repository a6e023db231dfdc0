import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { batteriesBlocks } from '@/content/es/services/residential-solar/batteries';
import { batteriesMeta } from '@/content/es/services/residential-solar/batteries.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/energia-solar-residencial/baterias')({
  head: ({ match }) => routeHead(match, batteriesMeta),
  component: () => <PageBlocks blocks={withTownLinks(batteriesBlocks)} />,
});
