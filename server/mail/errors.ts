/** What a failed send tells the worker: give up on this lead, or try again later. */
export type FailureKind = 'permanent' | 'temporary';

interface MailError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

const asMailError = (error: unknown): MailError => (typeof error === 'object' && error !== null ? error : { message: String(error) });

/**
 * RFC 5321 section 4.2.1: a 5yz reply is a permanent refusal of this message, so retrying it
 * only repeats the refusal; 4yz replies (421, 450-452) and everything without a reply
 * (ECONNREFUSED, ETIMEDOUT, socket errors, greeting timeouts) may pass later.
 * Two 5yz exceptions, because they say nothing about the lead itself:
 *  - 503 "bad sequence" is a session-state problem (nodemailer's isPermanentResponseCode agrees);
 *  - EAUTH (535 etc.) means our SMTP credentials are wrong. Failing every lead for good would
 *    lose them until someone resends by hand; retrying lets a fixed SMTP_URL deliver them.
 */
export function classifyMailError(error: unknown): FailureKind {
  const { code, responseCode } = asMailError(error);
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'temporary';
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503) {
    return 'permanent';
  }
  return 'temporary';
}

/** Log-safe facts about an error: codes only. SMTP errors concern our own envelope, not the visitor. */
export function errorFacts(error: unknown): { code: string | undefined; responseCode: number | undefined } {
  const { code, responseCode } = asMailError(error);
  return {
    code: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
}

/** The text kept in the outbox's last_error, bounded so a chatty server cannot bloat the db. */
export function errorSummary(error: unknown): string {
  const { code, responseCode } = errorFacts(error);
  const { message } = asMailError(error);
  const prefix = [code, responseCode].filter((part) => part !== undefined).join(' ');
  const text = typeof message === 'string' ? message : 'Unknown error';
  return (prefix ? `${prefix}: ${text}` : text).slice(0, 500);
}
