import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { ourProcessBlocks } from '@/content/pages/residential/our-process';
import { ourProcessMeta } from '@/content/pages/residential/our-process.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/our-process')({
  head: () => routeHead('/services/residential-solar/our-process', ourProcessMeta),
  component: () => <PageBlocks blocks={ourProcessBlocks} />,
});
