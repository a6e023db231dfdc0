import { useEffect, useRef } from 'react';

/** Spec section 9: reveal once when 10% of the element is in view, then stay visible. */
export const REVEAL_THRESHOLD = 0.1;
/** Spec section 4: staggered delays in card grids. */
export const REVEAL_DELAYS_MS = [100, 300, 500, 700] as const;

export const revealDelay = (index: number) => REVEAL_DELAYS_MS[index % REVEAL_DELAYS_MS.length]!;

/**
 * Marks the element `data-revealed` the first time it is 10% visible. The attribute is set on
 * the DOM node directly (not React state) so revealing never re-renders the section, and the
 * hidden starting state only applies under `html.js`, so the page is complete without scripts.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      el.dataset.revealed = '';
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealed = '';
          io.unobserve(entry.target);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return ref;
}
