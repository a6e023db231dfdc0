import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { careersBlocks } from '@/content/es/about/careers';
import { careersMeta } from '@/content/es/about/careers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/nosotros/empleos')({
  head: ({ match }) => routeHead(match, careersMeta),
  component: () => <PageBlocks blocks={careersBlocks} />,
});
