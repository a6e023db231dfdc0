/**
 * Polls `probe` until it returns something truthy, or fails after `timeoutMs` with the last
 * value seen. Tests wait for outcomes this way instead of sleeping a guessed amount.
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Lets pending timers and I/O run, for asserting that something did NOT happen. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
