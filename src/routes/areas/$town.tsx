import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { findTown } from '@/shared/places/towns';
import { hubHead } from './-components/hub-head';

// A town's hub (docs/decisions/016-town-pages.md). The facts and copy load with the page
// (a dynamic import), so they stay out of the main bundle; each hub is prerendered.
export const Route = createFileRoute('/areas/$town')({
  loader: async ({ params }) => {
    const town = findTown(params.town);
    const { loadHub } = await import('@/features/towns/load-hub');
    const hub = town && (await loadHub(town));
    if (!hub) throw notFound();
    return hub;
  },
  head: ({ loaderData }) => hubHead(loaderData),
  component: TownHub,
});

function TownHub() {
  return <PageBlocks blocks={Route.useLoaderData().blocks} />;
}
