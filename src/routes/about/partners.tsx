import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/about/partners';
import { partnersMeta } from '@/content/about/partners.meta';
import * as partners from '@/content/partners';
import { routeHead } from '@/seo/route-head';
import { PartnersPage } from './-components/partners-page';

export const Route = createFileRoute('/about/partners')({
  head: ({ match }) => routeHead(match, partnersMeta),
  component: () => <PartnersPage content={content} partners={partners} />,
});
