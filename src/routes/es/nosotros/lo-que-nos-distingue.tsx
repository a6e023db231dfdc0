import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { whatSetsUsApartBlocks } from '@/content/es/about/what-sets-us-apart';
import { whatSetsUsApartMeta } from '@/content/es/about/what-sets-us-apart.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/nosotros/lo-que-nos-distingue')({
  head: ({ match }) => routeHead(match, whatSetsUsApartMeta),
  component: () => <PageBlocks blocks={whatSetsUsApartBlocks} />,
});
