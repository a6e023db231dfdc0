/** Spec section 9: reveal once when 10% of the element is in view, then stay visible. */
export const REVEAL_THRESHOLD = 0.1;
/** Spec section 4: staggered delays in card grids (CSS reads `data-reveal-step`). */
export const REVEAL_DELAYS_MS = [100, 300, 500, 700] as const;

/**
 * Marks each target `data-revealed` the first time 10% of it is in view. Plain DOM, no React:
 * the boot script runs it on the prerendered page before hydration, and useReveal on what React
 * renders later. The attribute is not a React prop, so hydration never touches it. Returns a
 * function that stops observing.
 */
export function observeReveal(targets: Iterable<HTMLElement>): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    for (const el of targets) el.dataset.revealed = '';
    return () => undefined;
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
  for (const el of targets) if (!('revealed' in el.dataset)) io.observe(el);
  return () => io.disconnect();
}

/**
 * Marks the targets already in view when the page is parsed as revealed, with no motion
 * (`data-reveal-now` switches the transition off): what the first paint shows is shown where
 * it is, not faded in after a script (the largest thing on a page may be one of them). The
 * rest reveal on scroll as usual.
 */
export function showInView(targets: Iterable<HTMLElement>): void {
  const height = window.innerHeight;
  for (const el of targets) {
    const box = el.getBoundingClientRect();
    const visible = Math.min(box.bottom, height) - Math.max(box.top, 0);
    if (box.height > 0 && visible / box.height >= REVEAL_THRESHOLD) {
      el.dataset.revealNow = '';
      el.dataset.revealed = '';
    }
  }
}
