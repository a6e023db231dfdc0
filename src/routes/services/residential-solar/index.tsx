import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { residentialLandingBlocks } from '@/content/pages/residential/landing';
import { residentialLandingMeta } from '@/content/pages/residential/landing.meta';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/services/residential-solar/')({
  head: () => routeHead('/services/residential-solar', residentialLandingMeta),
  component: () => <PageBlocks blocks={residentialLandingBlocks} />,
});
