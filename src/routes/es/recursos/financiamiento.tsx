import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/es/resources/financing';
import { financingMeta } from '@/content/es/resources/financing.meta';
import { routeHead } from '@/seo/route-head';
import { FinancingPage } from '@/routes/resources/-components/financing-page';

export const Route = createFileRoute('/es/recursos/financiamiento')({
  head: ({ match }) => routeHead(match, financingMeta),
  component: () => <FinancingPage content={content} />,
});
