import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { hydrationGate } from './hydration-gate';
import { settleViewTransitions } from './router-internals';
import { routeTree } from './routeTree.gen';
import { toInternalPath, toPublicPath } from './shared/i18n/paths';

interface Options {
  history?: RouterHistory;
  isServer?: boolean;
  /** Hydrating a prerendered page: the first render keeps the scroll position (see below). */
  hydrating?: boolean;
}

/** One factory for the browser, the prerenderer and tests, so all three build the same router. */
export function createAppRouter(options: Options = {}) {
  // React hydrates on the visitor's first sign of life (docs/decisions/005-hydrate-on-intent.md),
  // often after they scrolled or while they tick a box far down the page. Scroll restoration
  // treats that first render as an arrival and scrolls to the top, which threw them off the
  // form they were using. It is skipped for that render only; navigations behave as before.
  let firstRender = options.hydrating === true;
  const scrollRestoration = () => {
    if (!firstRender) return true;
    firstRender = false;
    return false;
  };
  // Hydrating: the router answers a page change only once the page's content has hydrated
  // (hydration-gate.ts; the content's layout, routes/$locale/route.tsx, opens it).
  const history = options.history ?? (options.hydrating ? hydrationGate.hold(createBrowserHistory()) : undefined);
  const router = createRouter({
    routeTree,
    ...(history && { history }),
    ...(options.isServer !== undefined && { isServer: options.isServer }),
    defaultPreload: 'intent',
    // Not in the prerendered HTML: the router would add its own inline script to every page to
    // put a reloaded page back where it was. The early script does that (restoreScroll in
    // src/boot/early.ts), so the page carries no second script and no second CSP hash.
    scrollRestoration: options.isServer ? false : scrollRestoration,
    // Unknown paths render the root's not-found view inside the normal layout.
    notFoundMode: 'root',
    // One route tree serves both languages (docs/decisions/024-one-route-tree.md): the router
    // sees /en/about and /es/about, the address bar /about and /es/nosotros.
    rewrite: {
      input: ({ url }) => {
        url.pathname = toInternalPath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = toPublicPath(url.pathname);
        return url;
      },
    },
  });
  // From the first navigation on, a page change cross-fades where the browser has the View
  // Transitions API (global.css); elsewhere it simply swaps. Not for the first load: while a
  // transition runs, its snapshot covers the page, and a tap made as React wakes would be lost.
  // A transition the browser skips (a redirect starting another) is not an error.
  settleViewTransitions(router);
  const stop = router.subscribe('onRendered', () => {
    stop();
    router.update({ defaultViewTransition: true });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
