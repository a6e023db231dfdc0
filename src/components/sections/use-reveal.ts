import { useEffect, useRef } from 'react';
import { observeReveal } from './reveal-observer';

export { REVEAL_DELAYS_MS, REVEAL_THRESHOLD } from './reveal-observer';

/**
 * Reveals the element once when 10% of it is visible (reveal-observer.ts). The hidden starting
 * state only applies under `html.js`, so the page is complete without scripts.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? observeReveal([ref.current]) : undefined), []);
  return ref;
}
