import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { residentialLandingBlocks } from '@/content/es/services/residential-solar/index';
import { residentialLandingMeta } from '@/content/es/services/residential-solar/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/energia-solar-residencial/')({
  head: ({ match }) => routeHead(match, residentialLandingMeta),
  component: () => <PageBlocks blocks={withTownLinks(residentialLandingBlocks)} />,
});
