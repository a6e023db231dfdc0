import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { commercialFinancingBlocks } from '@/content/pages/commercial/financing';
import { commercialFinancingMeta } from '@/content/pages/commercial/financing.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/financing')({
  head: () => routeHead('/services/commercial-electric/financing', commercialFinancingMeta),
  component: () => <PageBlocks blocks={commercialFinancingBlocks} />,
});
