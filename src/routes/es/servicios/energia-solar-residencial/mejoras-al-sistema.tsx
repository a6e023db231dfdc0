import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { systemUpgradesBlocks } from '@/content/es/services/residential-solar/system-upgrades';
import { systemUpgradesMeta } from '@/content/es/services/residential-solar/system-upgrades.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/energia-solar-residencial/mejoras-al-sistema')({
  head: ({ match }) => routeHead(match, systemUpgradesMeta),
  component: () => <PageBlocks blocks={withTownLinks(systemUpgradesBlocks)} />,
});
