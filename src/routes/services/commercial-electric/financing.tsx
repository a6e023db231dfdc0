import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialFinancingBlocks } from '@/content/services/commercial-electric/financing';
import { commercialFinancingMeta } from '@/content/services/commercial-electric/financing.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/commercial-electric/financing')({
  head: ({ match }) => routeHead(match, commercialFinancingMeta),
  component: () => <PageBlocks blocks={commercialFinancingBlocks} />,
});
