/** The browser's install offer (not in TypeScript's DOM types yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new service worker is installed and waiting for the visitor's go-ahead. */
  updateReady: boolean;
  installOffer: BeforeInstallPromptEvent | null;
  online: boolean;
}

// What the server renders and hydration starts from: nothing to announce.
const initial: PwaState = { updateReady: false, installOffer: null, online: true };
let state = initial;
const listeners = new Set<() => void>();

export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPwaState = (): PwaState => state;
export const initialPwaState = initial;
