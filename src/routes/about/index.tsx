import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { aboutBlocks } from '@/content/about/index';
import { aboutMeta } from '@/content/about/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/')({
  head: ({ match }) => routeHead(match, aboutMeta),
  component: () => <PageBlocks blocks={aboutBlocks} />,
});
