import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { aboutBlocks } from '@/content/es/about/index';
import { aboutMeta } from '@/content/es/about/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/nosotros/')({
  head: ({ match }) => routeHead(match, aboutMeta),
  component: () => <PageBlocks blocks={aboutBlocks} />,
});
