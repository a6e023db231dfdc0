import type { HeldNotice, Notice } from './notice';

/** One JSON POST; resolves with a failure description instead of throwing. */
export type Sink = (notice: Notice | HeldNotice, signal: AbortSignal) => Promise<string | undefined>;

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A JSON POST that Slack and Mattermost incoming webhooks read (`text`) and any other receiver
 * can parse (the other fields). The URL is a secret (it is the credential of those webhooks):
 * failures name only its host.
 */
export function webhookSink(url: string, timeoutMs = WEBHOOK_TIMEOUT_MS): Sink {
  const host = new URL(url).host;
  return async (notice, signal) => {
    const { subject: _subject, ...body } = notice;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        redirect: 'error',
      });
      await res.body?.cancel();
      return res.ok ? undefined : `webhook ${host} answered ${res.status}`;
    } catch (error) {
      return `webhook ${host} failed: ${describe(error, timeoutMs)}`;
    }
  };
}

// fetch() says only "fetch failed"; the cause holds ECONNREFUSED, ENOTFOUND and the like.
function describe(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  const cause = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof cause === 'string' ? `${error.message} (${cause})` : error.message;
}
