/**
 * Runs `run` once the page is idle, and after `timeout` ms at the latest; where the browser has
 * no idle callbacks (Safari), after `fallback` ms.
 */
export function whenIdle(run: () => void, { timeout, fallback }: { timeout: number; fallback: number }): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallback);
}
