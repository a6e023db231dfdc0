import type { LeadError } from '../outbox/record';
import type { MailHealthFacts, Outbox } from '../outbox/store';

/**
 * Why leads are not reaching the office, most urgent first (docs/decisions/013-mail-failures-and-alerts.md):
 * - `database`: the store (leads.db or PostgreSQL) takes no writes, so new leads cannot even be stored;
 * - `mail-config`: a waiting lead was last refused because of our mail settings;
 * - `lead-failed`: a lead is marked failed and waits for `npm run leads -- retry`;
 * - `lead-delayed`: a lead has waited longer than ALERT_AFTER_MS.
 */
export const alertReasons = ['database', 'mail-config', 'lead-failed', 'lead-delayed'] as const;
export type AlertReason = (typeof alertReasons)[number];

export interface AlertState {
  ok: boolean;
  reasons: AlertReason[];
  /** Undefined when the database could not be read. */
  facts: MailHealthFacts | undefined;
  oldestWaitingMs: number | undefined;
  /** The error behind the first reason: the last refusal by our settings, else the last error. */
  lastError: LeadError | undefined;
}

export const DAY_MS = 86_400_000;
/** ALERT_AFTER_MS unless set: half an hour is long for someone waiting on a quote, short for a lost one. */
export const DEFAULT_ALERT_AFTER_MS = 30 * 60_000;

/** Reads the outbox and says whether, and why, the owner should be told. Never rejects. */
export async function assessDelivery(
  outbox: Pick<Outbox, 'mailHealth' | 'lastError'>,
  { alertAfterMs }: { alertAfterMs: number },
  now: number,
): Promise<AlertState> {
  let facts: MailHealthFacts;
  let lastError: LeadError | undefined;
  try {
    facts = await outbox.mailHealth(now - DAY_MS);
    lastError = await (facts.configBlocked > 0 ? outbox.lastError('configuration') : outbox.lastError());
  } catch {
    return { ok: false, reasons: ['database'], facts: undefined, oldestWaitingMs: undefined, lastError: undefined };
  }
  const oldestWaitingMs = facts.oldestWaitingAt === undefined ? undefined : Math.max(0, now - facts.oldestWaitingAt);
  const reasons: AlertReason[] = [];
  if (facts.configBlocked > 0) reasons.push('mail-config');
  if (facts.failed > 0) reasons.push('lead-failed');
  if (oldestWaitingMs !== undefined && oldestWaitingMs > alertAfterMs) reasons.push('lead-delayed');
  return { ok: reasons.length === 0, reasons, facts, oldestWaitingMs, lastError };
}
