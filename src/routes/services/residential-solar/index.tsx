import { createFileRoute } from '@tanstack/react-router';
import { withTownLinks } from '@/content/towns/town-links';
import { PageBlocks } from '@/features/page/page-blocks';
import { residentialLandingBlocks } from '@/content/services/residential-solar/index';
import { residentialLandingMeta } from '@/content/services/residential-solar/index.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/')({
  head: ({ match }) => routeHead(match, residentialLandingMeta),
  component: () => <PageBlocks blocks={withTownLinks(residentialLandingBlocks)} />,
});
