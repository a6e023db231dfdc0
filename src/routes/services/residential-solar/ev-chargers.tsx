import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { evChargersBlocks } from '@/content/services/residential-solar/ev-chargers';
import { evChargersMeta } from '@/content/services/residential-solar/ev-chargers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/ev-chargers')({
  head: ({ match }) => routeHead(match, evChargersMeta),
  component: () => <PageBlocks blocks={withTownLinks(evChargersBlocks)} />,
});
