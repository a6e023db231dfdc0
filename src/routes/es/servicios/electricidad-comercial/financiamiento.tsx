import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { commercialFinancingBlocks } from '@/content/es/services/commercial-electric/financing';
import { commercialFinancingMeta } from '@/content/es/services/commercial-electric/financing.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/es/servicios/electricidad-comercial/financiamiento')({
  head: ({ match }) => routeHead(match, commercialFinancingMeta),
  component: () => <PageBlocks blocks={commercialFinancingBlocks} />,
});
