import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { evChargersBlocks } from '@/content/es/services/residential-solar/ev-chargers';
import { evChargersMeta } from '@/content/es/services/residential-solar/ev-chargers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/energia-solar-residencial/cargadores-para-carros-electricos')({
  head: ({ match }) => routeHead(match, evChargersMeta),
  component: () => <PageBlocks blocks={withTownLinks(evChargersBlocks)} />,
});
