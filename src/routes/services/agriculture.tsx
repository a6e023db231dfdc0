import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { agricultureBlocks } from '@/content/pages/field/agriculture';
import { agricultureMeta } from '@/content/pages/field/agriculture.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/agriculture')({
  head: () => routeHead('/services/agriculture', agricultureMeta),
  component: () => <PageBlocks blocks={agricultureBlocks} />,
});
