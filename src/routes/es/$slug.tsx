import { createFileRoute } from '@tanstack/react-router';
import { ContentUnavailable } from '@/features/landing/content-unavailable';
import { LandingLoading } from '@/features/landing/landing-loading';
import { LandingView } from '@/features/landing/landing-view';
import { guardLanding, landingHead, loadLanding } from '@/features/landing/load-landing';

// The Spanish catch-all /es/{tema}-{town}: the twins of the topic x town pages
// (docs/decisions/018-spanish.md). The fixed Spanish routes under /es win over this one.
export const Route = createFileRoute('/es/$slug')({
  beforeLoad: ({ params }) => guardLanding(params.slug, 'es'),
  loader: ({ params }) => loadLanding(params.slug, 'es'),
  head: ({ params, loaderData, match }) => landingHead(params.slug, loaderData, match.status === 'error', 'es'),
  pendingComponent: LandingLoading,
  errorComponent: () => <ContentUnavailable failed />,
  component: SpanishLandingRoute,
});

function SpanishLandingRoute() {
  const data = Route.useLoaderData();
  return data.kind === 'page' ? (
    <LandingView page={data.page} />
  ) : (
    <ContentUnavailable searchTerm={data.searchTerm} location={data.location} />
  );
}
