import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { evChargersBlocks } from '@/content/pages/residential/ev-chargers';
import { evChargersMeta } from '@/content/pages/residential/ev-chargers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/ev-chargers')({
  head: () => routeHead('/services/residential-solar/ev-chargers', evChargersMeta),
  component: () => <PageBlocks blocks={evChargersBlocks} />,
});
