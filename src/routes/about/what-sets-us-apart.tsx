import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { whatSetsUsApartBlocks } from '@/content/pages/about/what-sets-us-apart';
import { whatSetsUsApartMeta } from '@/content/pages/about/what-sets-us-apart.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/what-sets-us-apart')({
  head: () => routeHead('/about/what-sets-us-apart', whatSetsUsApartMeta),
  component: () => <PageBlocks blocks={whatSetsUsApartBlocks} />,
});
