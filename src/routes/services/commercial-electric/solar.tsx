import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { commercialSolarBlocks } from '@/content/pages/commercial/solar';
import { commercialSolarMeta } from '@/content/pages/commercial/solar.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/solar')({
  head: () => routeHead('/services/commercial-electric/solar', commercialSolarMeta),
  component: () => <PageBlocks blocks={commercialSolarBlocks} />,
});
