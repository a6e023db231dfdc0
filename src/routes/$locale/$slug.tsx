import { createFileRoute } from '@tanstack/react-router';
import { ContentUnavailable } from '@/features/landing/content-unavailable';
import { LandingLoading } from '@/features/landing/landing-loading';
import { LandingView } from '@/features/landing/landing-view';
import { guardLanding, landingHead, loadLanding } from '@/features/landing/load-landing';
import { useContentHydrated } from '@/hydration-gate';
import { localeParam } from '@/shared/i18n/paths';

// The catch-all /{slug} and /es/{tema}-{town}: topic x town landing pages in both languages
// (docs/behaviour.md#landing-page, docs/decisions/006-landing-pages.md). Fixed routes win over it.
export const Route = createFileRoute('/$locale/$slug')({
  beforeLoad: ({ params }) => guardLanding(params.slug, localeParam(params.locale)),
  loader: ({ params }) => loadLanding(params.slug, localeParam(params.locale)),
  head: ({ params, loaderData, match }) => landingHead(params.slug, loaderData, match.status === 'error', localeParam(params.locale)),
  pendingComponent: LandingLoading,
  errorComponent: LandingFailed,
  // A topic page's quote form; Content Not Available has none (docs/decisions/031-phone-reach.md).
  staticData: { quoteForm: (data) => ((data as { kind?: unknown } | undefined)?.kind === 'page' ? 'quote' : undefined) },
  component: LandingRoute,
});

// Both draw inside the boundary the router gives this route for its loading view, which React
// hydrates after the rest of the content: the router answers a page change only then (src/hydration-gate.ts).
function LandingRoute() {
  useContentHydrated();
  const data = Route.useLoaderData();
  return data.kind === 'page' ? (
    <LandingView page={data.page} />
  ) : (
    <ContentUnavailable searchTerm={data.searchTerm} location={data.location} />
  );
}

function LandingFailed() {
  useContentHydrated();
  return <ContentUnavailable failed />;
}
