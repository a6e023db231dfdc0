import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { delanoMeta } from '@/content/solar-installer-delano.meta';
import { residentialLandingBlocks } from '@/content/services/residential-solar/index';
import { routeHead } from '@/seo/route-head';

// The fixed route /solar-installer-delano shows the Home Energy landing page; its canonical
// points there so search engines index one copy (docs/decisions/006-landing-pages.md).
export const Route = createFileRoute('/solar-installer-delano')({
  head: ({ match }) => routeHead(match, { ...delanoMeta, canonical: '/services/residential-solar' }),
  component: () => <PageBlocks blocks={residentialLandingBlocks} />,
});
