import { useSyncExternalStore } from 'react';
import { getPwaState, initialPwaState, subscribePwa, type PwaState } from './pwa-state';

export { setPwaState, type BeforeInstallPromptEvent, type PwaState } from './pwa-state';

/** The PWA state for React; the server render and hydration start from the initial state. */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwa, getPwaState, () => initialPwaState);
}
