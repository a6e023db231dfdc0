import { createFileRoute, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useContentHydrated } from '@/hydration-gate';
import { ownsContentBoundary } from '@/router-internals';

// Every page's content, in both languages. It draws nothing of its own: it is the first thing
// inside the Suspense boundary the router puts around a page's content, so its effect runs once
// React has hydrated that content, and the router may then answer a page change
// (src/hydration-gate.ts). A page the router wraps in a boundary of its own (the landing pages'
// loading view) is hydrated in a pass after this one, and opens the gate itself.
export const Route = createFileRoute('/$locale')({
  // Drawn on every page: in the router's own chunk, not one of its own (a request and its bytes).
  codeSplitGroupings: [],
  component: PageContent,
});

function PageContent() {
  const router = useRouter();
  const pageOwnsBoundary = useMatches({
    select: (matches) => {
      const page = matches.at(-1);
      return page !== undefined && ownsContentBoundary(router.routesById[page.routeId]);
    },
  });
  useContentHydrated(!pageOwnsBoundary);
  return <Outlet />;
}
