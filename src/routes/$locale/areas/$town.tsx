import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { localeParam } from '@/shared/i18n/paths';
import { findTown } from '@/shared/places/towns';
import { hubHead } from '@/routes/$locale/areas/-components/hub-head';

// A town's hub, /areas/{town} and /es/zonas/{town} (docs/decisions/016-town-pages.md). The facts
// and the copy of the page's language load with the page (a dynamic import), so they stay out of
// the main bundle; each hub is prerendered.
export const Route = createFileRoute('/$locale/areas/$town')({
  loader: async ({ params }) => {
    const town = findTown(params.town);
    const { loadHub } = await import('@/features/towns/load-hub');
    const hub = town && (await loadHub(town, localeParam(params.locale)));
    if (!hub) throw notFound();
    return hub;
  },
  head: ({ loaderData }) => hubHead(loaderData),
  component: TownHub,
});

function TownHub() {
  const data = Route.useLoaderData();
  return <PageBlocks blocks={data.blocks} />;
}
