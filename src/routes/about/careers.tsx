import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { careersBlocks } from '@/content/about/careers';
import { careersMeta } from '@/content/about/careers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/careers')({
  head: ({ match }) => routeHead(match, careersMeta),
  component: () => <PageBlocks blocks={careersBlocks} />,
});
