import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { ourProcessBlocks } from '@/content/services/residential-solar/our-process';
import { ourProcessMeta } from '@/content/services/residential-solar/our-process.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/our-process')({
  head: ({ match }) => routeHead(match, ourProcessMeta),
  component: () => <PageBlocks blocks={ourProcessBlocks} />,
});
