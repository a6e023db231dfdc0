import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { systemUpgradesBlocks } from '@/content/services/residential-solar/system-upgrades';
import { systemUpgradesMeta } from '@/content/services/residential-solar/system-upgrades.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/system-upgrades')({
  head: ({ match }) => routeHead(match, systemUpgradesMeta),
  component: () => <PageBlocks blocks={withTownLinks(systemUpgradesBlocks)} />,
});
