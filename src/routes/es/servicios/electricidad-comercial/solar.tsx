import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/es/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialSolarBlocks } from '@/content/es/services/commercial-electric/solar';
import { commercialSolarMeta } from '@/content/es/services/commercial-electric/solar.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/solar')({
  head: ({ match }) => routeHead(match, commercialSolarMeta),
  component: () => <PageBlocks blocks={withTownLinks(commercialSolarBlocks)} />,
});
