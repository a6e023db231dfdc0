import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { batteriesBlocks } from '@/content/pages/residential/batteries';
import { batteriesMeta } from '@/content/pages/residential/batteries.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/batteries')({
  head: () => routeHead('/services/residential-solar/batteries', batteriesMeta),
  component: () => <PageBlocks blocks={batteriesBlocks} />,
});
