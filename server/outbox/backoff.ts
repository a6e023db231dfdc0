/**
 * Exponential backoff with full jitter: a random delay in [0, min(cap, base * 2^(attempt-1))).
 * Full jitter spreads retries out so a recovered SMTP server is not hit by every lead at
 * once. https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 */
export function backoffDelay(
  attempt: number,
  { baseDelayMs, maxDelayMs }: { baseDelayMs: number; maxDelayMs: number },
  random: () => number = Math.random,
): number {
  // Cap the exponent before Math.pow: 2^1000 is Infinity and would hide the cap's intent.
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}
