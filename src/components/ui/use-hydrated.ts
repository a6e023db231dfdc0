import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerender and while React hydrates it, true from then on. What only the page's
 * code can draw waits for it: the estimate's assumption boxes and month table (the prerendered
 * page has to arrive in one round trip, docs/decisions/020-first-window.md), and Content Not
 * Available's sentence naming the search (one prerendered file answers every unknown topic).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
