import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { whatSetsUsApartBlocks } from '@/content/about/what-sets-us-apart';
import { whatSetsUsApartMeta } from '@/content/about/what-sets-us-apart.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/what-sets-us-apart')({
  head: ({ match }) => routeHead(match, whatSetsUsApartMeta),
  component: () => <PageBlocks blocks={whatSetsUsApartBlocks} />,
});
