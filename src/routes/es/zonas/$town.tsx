import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { findTown } from '@/shared/places/towns';
import { hubHead } from '@/routes/areas/-components/hub-head';

// A town's hub in Spanish, /es/zonas/{town} (docs/decisions/018-spanish.md): the same blocks as
// /areas/{town}, built from the Spanish town record and copy, which load with the page.
export const Route = createFileRoute('/es/zonas/$town')({
  loader: async ({ params }) => {
    const town = findTown(params.town);
    const { loadHub } = await import('@/features/towns/load-hub');
    const hub = town && (await loadHub(town, 'es'));
    if (!hub) throw notFound();
    return hub;
  },
  head: ({ loaderData }) => hubHead(loaderData),
  component: SpanishTownHub,
});

function SpanishTownHub() {
  return <PageBlocks blocks={Route.useLoaderData().blocks} />;
}
