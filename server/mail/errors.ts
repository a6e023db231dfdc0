/**
 * What a failed send means for the lead (docs/decisions/013-mail-failures-and-alerts.md):
 * - `configuration`: our mail settings or account are wrong (login, sender, our own MAIL_TO,
 *   relay, TLS, the SMTP host's name). Every lead would fail the same way, so the lead stays
 *   pending and is retried without limit while the alarm is raised;
 * - `message`: the server refused this one message for its content or size; only this lead
 *   is marked failed (which also raises the alarm);
 * - `temporary`: a 4yz reply or a connection problem that may pass; retried within
 *   DELIVERY_MAX_ATTEMPTS.
 */
export type FailureKind = 'configuration' | 'message' | 'temporary';

interface MailError {
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  message?: unknown;
}

const asMailError = (error: unknown): MailError => (typeof error === 'object' && error !== null ? error : { message: String(error) });

/** Log-safe facts about an error: codes only. SMTP errors concern our own envelope, not the visitor. */
export interface ErrorFacts {
  code: string | undefined;
  responseCode: number | undefined;
  /** The SMTP step nodemailer was at: 'CONN', 'EHLO', 'AUTH PLAIN', 'MAIL FROM', 'RCPT TO', 'DATA', 'API'. */
  command: string | undefined;
}

export function errorFacts(error: unknown): ErrorFacts {
  const { code, responseCode, command } = asMailError(error);
  return {
    code: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
    command: typeof command === 'string' ? command : undefined,
  };
}

// nodemailer codes that name our settings, whatever the reply (node_modules/nodemailer/dist/esm/errors.js).
const CONFIG_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ETLS', 'EREQUIRETLS', 'ECONFIG', 'EENVELOPE']);
// Resolver answers that the SMTP host name does not exist; EAI_AGAIN and timeouts may pass.
const DNS_NO_SUCH_HOST = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'EBADNAME', 'NXDOMAIN']);
// Node's TLS errors: a certificate we do not trust, a wrong name, TLS spoken to a plain port.
const TLS_CODE = /CERT|^UNABLE_TO_|^DEPTH_ZERO|^ERR_SSL_|^ERR_TLS_|^HOSTNAME_MISMATCH$/;
// 530 authentication required, 534 mechanism too weak, 535 credentials invalid, 538 encryption needed.
const AUTH_REPLIES = new Set([530, 534, 535, 538]);
// Steps before the mail transaction: a 5yz here refuses us, not a message.
const SESSION_COMMANDS = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b)/;

/** RFC 3463 enhanced status code at the start of the reply text, e.g. "5.7.8". */
function enhancedCode(response: unknown): string | undefined {
  return typeof response === 'string' ? /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] : undefined;
}

// Enhanced codes that blame our account, sender domain or addresses, even in a reply to DATA:
// 5.1.x addresses, 5.7.0/5.7.8/5.7.9 authentication, 5.7.23-5.7.27 SPF, DKIM, DMARC, reverse DNS.
const CONFIG_ENHANCED = /^5\.(1\.\d+|7\.(0|8|9|2[3-7]))$/;
// Enhanced codes about the message itself: 5.6.x content, 5.3.4 and 5.2.3 size.
const MESSAGE_ENHANCED = /^5\.(6\.\d+|3\.4|2\.3)$/;

/** The classification table of docs/decisions/013-mail-failures-and-alerts.md. */
export function classifyMailError(error: unknown): FailureKind {
  const raw = asMailError(error);
  const { code, responseCode, command = '' } = errorFacts(error);
  const original = typeof raw.originalCode === 'string' ? raw.originalCode : undefined;
  const enhanced = enhancedCode(raw.response);

  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) return 'temporary';
  if (code === 'EDNS') return original !== undefined && DNS_NO_SUCH_HOST.has(original) ? 'configuration' : 'temporary';
  if ([code, original].some((c) => c !== undefined && TLS_CODE.test(c))) return 'configuration';
  // nodemailer refuses a message over the server's advertised SIZE before sending it.
  if (code === 'EMESSAGE' && responseCode === undefined && command === 'MAIL FROM') return 'message';
  if (responseCode === undefined) return code !== undefined && CONFIG_CODES.has(code) ? 'configuration' : 'temporary';

  // 5yz from here on. 503 "bad sequence" is a session-state problem: a new connection may pass.
  if (responseCode === 503) return 'temporary';
  if (responseCode < 500) return 'temporary'; // 2yz/3yz where another reply was expected
  if (AUTH_REPLIES.has(responseCode) || code === 'EAUTH' || SESSION_COMMANDS.test(command)) return 'configuration';
  if (enhanced !== undefined && CONFIG_ENHANCED.test(enhanced)) return 'configuration';
  if (command === 'MAIL FROM') return responseCode === 552 ? 'message' : 'configuration';
  // Every recipient is our own MAIL_TO (the visitor is only in Reply-To): a refusal is ours to fix.
  if (command === 'RCPT TO') return 'configuration';
  // A refusal after the message was sent (EMESSAGE), not of the DATA command itself (EENVELOPE).
  if (command === 'DATA' && code === 'EMESSAGE') {
    if (responseCode === 552 || responseCode === 554) return 'message';
    if (enhanced !== undefined && MESSAGE_ENHANCED.test(enhanced)) return 'message';
  }
  return 'configuration';
}

/** The text kept in the outbox's last_error, bounded so a chatty server cannot bloat the db. */
export function errorSummary(error: unknown): string {
  const { code, responseCode } = errorFacts(error);
  const { message } = asMailError(error);
  const prefix = [code, responseCode].filter((part) => part !== undefined).join(' ');
  const text = typeof message === 'string' ? message : 'Unknown error';
  return (prefix ? `${prefix}: ${text}` : text).slice(0, 500);
}
