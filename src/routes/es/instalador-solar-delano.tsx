import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { delanoMeta } from '@/content/es/solar-installer-delano.meta';
import { residentialLandingBlocks } from '@/content/es/services/residential-solar/index';
import { spanishFixedPaths } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';

// Like /solar-installer-delano: the Home Energy landing page, with its canonical on that page's
// Spanish twin so search engines index one copy (docs/decisions/006-landing-pages.md).
export const Route = createFileRoute('/es/instalador-solar-delano')({
  head: ({ match }) => routeHead(match, { ...delanoMeta, canonical: spanishFixedPaths['/services/residential-solar'] }),
  component: () => <PageBlocks blocks={residentialLandingBlocks} />,
});
