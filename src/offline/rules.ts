import type { SendResult } from './transport';

/** What a send attempt means for the lead in the outbox. */
export type Verdict =
  { kind: 'delivered' } | { kind: 'rejected'; status: number; message: string } | { kind: 'retry'; reason: string; retryAfterMs?: number };

/**
 * 408 Request Timeout, 425 Too Early and 429 Too Many Requests say "later", as does every 5xx.
 * Any other 4xx (400 malformed, 413 too large, 415, 422 invalid...) will fail the same way
 * forever. A 2xx or 3xx that is not our API's JSON success (a captive portal, a proxy page)
 * delivered nothing, so it is retried too.
 */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export function classify(result: SendResult): Verdict {
  if (result.ok) return { kind: 'delivered' };
  if (result.network || result.status === undefined) return { kind: 'retry', reason: 'network' };
  const status = result.status;
  const retry = {
    kind: 'retry' as const,
    reason: `HTTP ${status}`,
    ...(result.retryAfterMs !== undefined && { retryAfterMs: result.retryAfterMs }),
  };
  if (status < 400 || status >= 500 || RETRYABLE_4XX.has(status)) return retry;
  // Field messages say what was wrong; the visitor reads them beside their own text.
  const details = result.fields ? Object.values(result.fields).join(' ') : '';
  return { kind: 'rejected', status, message: [result.message ?? `HTTP ${status}`, details].filter(Boolean).join(' ') };
}

const BASE_MS = 5_000;
const MAX_MS = 15 * 60_000;

/** Exponential backoff with jitter (half fixed, half random) after the n-th failed attempt. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
