import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { generalElectricBlocks } from '@/content/pages/field/general-electric';
import { generalElectricMeta } from '@/content/pages/field/general-electric.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/general-electric')({
  head: () => routeHead('/services/general-electric', generalElectricMeta),
  component: () => <PageBlocks blocks={generalElectricBlocks} />,
});
