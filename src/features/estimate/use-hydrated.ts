import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerender and while React hydrates it, true from then on. Parts that only work
 * with the page's code (the assumptions' boxes, the month table) are drawn once it runs: the
 * prerendered page has to arrive in one round trip (docs/decisions/020-first-window.md).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
