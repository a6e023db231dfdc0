import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { careersBlocks } from '@/content/pages/about/careers';
import { careersMeta } from '@/content/pages/about/careers.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/careers')({
  head: () => routeHead('/about/careers', careersMeta),
  component: () => <PageBlocks blocks={careersBlocks} />,
});
