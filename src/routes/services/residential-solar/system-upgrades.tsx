import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { systemUpgradesBlocks } from '@/content/pages/residential/system-upgrades';
import { systemUpgradesMeta } from '@/content/pages/residential/system-upgrades.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/system-upgrades')({
  head: () => routeHead('/services/residential-solar/system-upgrades', systemUpgradesMeta),
  component: () => <PageBlocks blocks={systemUpgradesBlocks} />,
});
