import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/resources/financing';
import { financingMeta } from '@/content/resources/financing.meta';
import { routeHead } from '@/seo/route-head';
import { FinancingPage } from './-components/financing-page';

export const Route = createFileRoute('/resources/financing')({
  head: ({ match }) => routeHead(match, financingMeta),
  component: () => <FinancingPage content={content} />,
});
