import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/components/sections/page-blocks';
import { delanoMeta } from '@/content/pages/residential/delano.meta';
import { residentialLandingBlocks } from '@/content/pages/residential/landing';
import { routeHead } from '@/seo/route-head';

// The fixed route of the spec's route table shows the Home Energy landing page; its canonical
// points there so search engines index one copy (decisions.md).
export const Route = createFileRoute('/solar-installer-delano')({
  head: () => routeHead('/solar-installer-delano', { ...delanoMeta, canonical: '/services/residential-solar' }),
  component: () => <PageBlocks blocks={residentialLandingBlocks} />,
});
