import { createFileRoute } from '@tanstack/react-router';
import * as content from '@/content/es/about/partners';
import { partnersMeta } from '@/content/es/about/partners.meta';
import * as partners from '@/content/es/partners';
import { routeHead } from '@/seo/route-head';
import { PartnersPage } from '@/routes/about/-components/partners-page';

export const Route = createFileRoute('/es/nosotros/socios')({
  head: ({ match }) => routeHead(match, partnersMeta),
  component: () => <PartnersPage content={content} partners={partners} />,
});
