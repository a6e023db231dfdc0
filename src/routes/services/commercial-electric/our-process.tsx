import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { commercialProcessBlocks } from '@/content/pages/commercial/our-process';
import { commercialProcessMeta } from '@/content/pages/commercial/our-process.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/our-process')({
  head: () => routeHead('/services/commercial-electric/our-process', commercialProcessMeta),
  component: () => <PageBlocks blocks={commercialProcessBlocks} />,
});
