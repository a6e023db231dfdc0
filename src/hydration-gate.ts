import { useEffect } from 'react';
import type { RouterHistory } from '@tanstack/react-router';

/**
 * Holds the router's answer to an address change until the page's content has hydrated.
 *
 * React hydrates a prerendered page in two passes: the shell (header, footer, the root route)
 * first, then the page's content, which the router wraps in a Suspense boundary and React
 * hydrates in a later, idle-priority pass. A page change in between (a header link, Back, a
 * script's pushState) empties the old page's match in the router's store while its content is
 * still server HTML; React then hydrates that content against the new store, the router's Match
 * reads a match that is gone, and hydration fails (React error #422 after "reading 'routeId'").
 * The router has no guard for it (TanStack/router issues 8306 and 8233), so the site holds the
 * router's history listener instead: the address still changes at once, and the link's answer is
 * on screen already (boot/leaving.ts), but the router loads and draws the new page only once the
 * content has hydrated, a frame or a few later (docs/decisions/029-first-tap.md, "A page change
 * while the content hydrates").
 */
export interface HydrationGate {
  /** Makes the history's listeners wait for open(); returns the same history. */
  hold(history: RouterHistory): RouterHistory;
  /** The page's content is hydrated (or there is none to wait for): held changes run, in order. */
  open(): void;
  readonly isOpen: boolean;
}

export function createHydrationGate(): HydrationGate {
  let isOpen = false;
  const held: (() => void)[] = [];
  return {
    hold(history) {
      const subscribe = history.subscribe;
      history.subscribe = (listener) => {
        let active = true;
        const unsubscribe = subscribe((event) => {
          if (isOpen) listener(event);
          else held.push(() => active && listener(event));
        });
        return () => {
          active = false;
          unsubscribe();
        };
      };
      return history;
    },
    open() {
      if (isOpen) return;
      isOpen = true;
      for (const run of held.splice(0)) run();
    },
    get isOpen() {
      return isOpen;
    },
  };
}

/** The browser's one gate: held by the router a hydrating page creates (router.tsx). */
export const hydrationGate = createHydrationGate();

/**
 * Opens the gate once this component has hydrated (its effect runs then), if `when`. Called by
 * what the router draws last of a page: the content's layout (routes/$locale/route.tsx), or a
 * page that has a boundary of its own inside it (the landing pages), and the views drawn
 * instead of content (the global not-found view, a failure).
 */
export function useContentHydrated(when = true): void {
  useEffect(() => {
    if (!when) return;
    hydrationGate.open();
    // The whole page is React's now (html[data-hydrated] marks the shell alone): what the
    // end-to-end tests wait for before they check that waking React moved nothing.
    document.documentElement.dataset.contentHydrated = 'true';
  }, [when]);
}
