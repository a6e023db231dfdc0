import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { aboutBlocks } from '@/content/pages/about';
import { aboutMeta } from '@/content/pages/about.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/')({
  head: () => routeHead('/about', aboutMeta),
  component: () => <PageBlocks blocks={aboutBlocks} />,
});
