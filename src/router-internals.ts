/**
 * Every @tanstack/react-router internal the site relies on, kept in one file so a router upgrade
 * that changes them breaks router-internals.test.ts or src/boot/early.test.ts, not the live site.
 * Six uses: the root route's not-found check (routes/__root.tsx), hydration (app.tsx), which
 * pages the router gives a Suspense boundary of their own (routes/$locale/route.tsx, for the
 * hydration gate), the early script's scroll restoration, which reads the router's history
 * key and storage (boot/early.ts), and the view transitions of page changes (router.tsx).
 */
import type { AnyRoute, AnyRouteMatch, AnyRouter } from '@tanstack/react-router';

/**
 * Whether this match shows the global not-found view (notFoundMode 'root': an unknown path, or
 * notFound() thrown by a route). The router marks the root match with its private `_notFound`
 * and leaves its status 'success'; a route's head() is given only the match, so there is no
 * public field to read instead. (The prerender's 404 status uses the public getSsrStatus.)
 */
export function isGlobalNotFound(match: Pick<AnyRouteMatch, '_notFound'>): boolean {
  return match._notFound === true;
}

/**
 * Tells a browser router that the page's markup came from a server render, before hydrating it.
 * It then renders the same tree as the server (no client-only Suspense boundary around the
 * root), so hydration matches. The public way, hydrate() from '@tanstack/react-router/ssr/client',
 * sets this same field but needs the dehydrated state its SSR server writes into each page
 * (window.$_TSR); the prerendered pages carry none, and adding it would change every page.
 */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}

/** Where the router keeps scroll positions in session storage (`storageKey` in @tanstack/router-core). */
export const ROUTER_SCROLL_KEY = 'tsr-scroll-restoration-v1_3';

/** The field of history.state where the router keeps the entry's key, which names its saved scroll position. */
export const ROUTER_HISTORY_KEY = '__TSR_key';

/**
 * Whether the router draws this route's content inside a Suspense boundary of its own, which
 * React hydrates in a pass after its parent's: the rule of the router's Match (`wrapInSuspense`
 * in @tanstack/react-router's Match.tsx) for a site with no default pending component: the
 * route's own `wrapInSuspense`, else whether it has a `pendingComponent`. The hydration gate
 * waits for such a page's own component (src/hydration-gate.ts).
 */
export function ownsContentBoundary(route: Pick<AnyRoute, 'options'>): boolean {
  return Boolean(route.options.wrapInSuspense ?? route.options.pendingComponent);
}

/** Why a browser skips a page change's cross-fade (the page still changes). */
const skipped = (error: unknown) =>
  error instanceof DOMException &&
  // A newer transition started: a redirect, or a second tap while the first page still loads.
  (error.name === 'AbortError' ||
    // The tab was hidden as the transition began.
    (error.name === 'InvalidStateError' && document.visibilityState === 'hidden'));

/**
 * Runs the router's page changes in view transitions whose skipping is not an error. The router
 * (`startViewTransition` in @tanstack/router-core) calls `document.startViewTransition()` and
 * keeps only `updateCallbackDone`: when a second page change starts while the first one's
 * transition runs (an alias page's redirect, a second tap on a slow phone), the browser skips the
 * first and rejects its `ready` promise, which nobody handles, so the page reports an error it
 * did not have (TanStack/router#7906). This version starts the same transition for the site's
 * setting (`defaultViewTransition: true`, or a link's `viewTransition: true`), lets a skipped one
 * go, and reports any other rejection. The other forms (types) still go to the router's own.
 */
export function settleViewTransitions(router: AnyRouter, report = (error: unknown) => reportError(error)): void {
  const routersOwn: (update: () => Promise<void>) => unknown = router.startViewTransition;
  router.startViewTransition = (update: () => Promise<void>) => {
    const wanted = router.shouldViewTransition ?? router.options.defaultViewTransition;
    const able = !router.isServer && typeof document !== 'undefined' && typeof document.startViewTransition === 'function';
    if (wanted !== true || !able) return routersOwn(update);
    router.shouldViewTransition = undefined;
    const transition = document.startViewTransition(update);
    transition.ready.catch((error: unknown) => {
      if (!skipped(error)) report(error);
    });
    // Rejects only when the update itself failed, which updateCallbackDone tells the router.
    transition.finished.catch(() => undefined);
    return transition.updateCallbackDone;
  };
}
