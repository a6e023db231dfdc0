import { createFileRoute } from '@tanstack/react-router';
import { ContentUnavailable } from '@/features/landing/content-unavailable';
import { LandingLoading } from '@/features/landing/landing-loading';
import { LandingView } from '@/features/landing/landing-view';
import { guardLanding, landingHead, loadLanding } from '@/features/landing/load-landing';

// The catch-all /{slug}: topic x town landing pages (docs/behaviour.md#landing-page, docs/decisions/006-landing-pages.md).
export const Route = createFileRoute('/$slug')({
  beforeLoad: ({ params }) => guardLanding(params.slug),
  loader: ({ params }) => loadLanding(params.slug),
  head: ({ params, loaderData, match }) => landingHead(params.slug, loaderData, match.status === 'error'),
  pendingComponent: LandingLoading,
  errorComponent: () => <ContentUnavailable failed />,
  component: LandingRoute,
});

function LandingRoute() {
  const data = Route.useLoaderData();
  return data.kind === 'page' ? (
    <LandingView page={data.page} />
  ) : (
    <ContentUnavailable searchTerm={data.searchTerm} location={data.location} />
  );
}
