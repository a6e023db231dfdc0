import type { Lead } from '@/shared/lead/lead';
import { openDatabase } from './db';
import type { FailureKind } from '../mail/errors';
import { newLeadId, toRecord, type FailureNote, type LeadError, type LeadRecord, type LeadStatus, type Row } from './record';

/** What the alarm and /healthz read (server/alerts/state.ts); counts and times, no lead content. */
export interface MailHealthFacts {
  /** Pending or mid-send. */
  waiting: number;
  oldestWaitingAt: number | undefined;
  /** Waiting leads whose last attempt was refused because of our mail settings. */
  configBlocked: number;
  failed: number;
  lastDeliveredAt: number | undefined;
  /** Failed attempts since `since`, by kind, and leads delivered since then. */
  errorsSince: Record<FailureKind, number>;
  deliveredSince: number;
}

interface ErrorRow {
  lead_id: string;
  attempt: number;
  at: number;
  kind: string;
  code: string | null;
  response_code: number | null;
  command: string | null;
  message: string;
}

const toLeadError = (r: ErrorRow): LeadError => ({
  leadId: r.lead_id,
  attempt: r.attempt,
  at: r.at,
  kind: r.kind as FailureKind,
  code: r.code,
  responseCode: r.response_code,
  command: r.command,
  message: r.message,
});

/** A bare string (tests, older callers) is a temporary failure without codes. */
const asNote = (error: string | FailureNote): FailureNote =>
  typeof error === 'string' ? { kind: 'temporary', code: null, responseCode: null, command: null, message: error } : error;

export type Outbox = ReturnType<typeof openOutbox>;

/**
 * The durable lead outbox in DATA_DIR/leads.db. Every state change is one statement or one
 * transaction, so a crash at any point leaves each lead in a state the worker can resume.
 */
export function openOutbox(dataDir: string) {
  const db = openDatabase(dataDir);
  const q = {
    byClientId: db.prepare<[string], Pick<Row, 'lead_id' | 'payload'>>('SELECT lead_id, payload FROM leads WHERE client_id = ?'),
    knows: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM leads WHERE client_id = ?'),
    insert: db.prepare<
      [{ leadId: string; clientId: string; form: string; payload: string; status: LeadStatus; reason: string | null; now: number }]
    >(
      `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, quarantine_reason)
       VALUES (@leadId, @clientId, @form, @payload, @status, 0, @now, @now, @now, @reason)`,
    ),
    // One statement, so two workers (or two processes) can never claim the same row.
    claim: db.prepare<[{ now: number; limit: number }], Row>(
      `UPDATE leads SET status = 'sending', attempts = attempts + 1, updated_at = @now
       WHERE lead_id IN (SELECT lead_id FROM leads WHERE status = 'pending' AND next_attempt_at <= @now
                         ORDER BY next_attempt_at, created_at LIMIT @limit)
       RETURNING *`,
    ),
    // Every transition out of `sending` checks the state, so a late or repeated call is a no-op.
    delivered: db.prepare<[{ leadId: string; messageId: string | null; now: number }]>(
      `UPDATE leads SET status = 'delivered', message_id = @messageId, delivered_at = @now,
         updated_at = @now, last_error = NULL, last_error_kind = NULL
       WHERE lead_id = @leadId AND status = 'sending'`,
    ),
    // An attempt refused by our own mail settings is counted apart (config_attempts), so fixing
    // the settings finds every lead still pending with its whole attempt budget.
    retry: db.prepare<[{ leadId: string; error: string; kind: FailureKind; nextAt: number; now: number }], { attempts: number }>(
      `UPDATE leads SET status = 'pending', last_error = @error, last_error_kind = @kind, next_attempt_at = @nextAt,
         updated_at = @now, config_attempts = config_attempts + (@kind = 'configuration')
       WHERE lead_id = @leadId AND status = 'sending'
       RETURNING attempts`,
    ),
    failed: db.prepare<[{ leadId: string; error: string; kind: FailureKind; now: number }], { attempts: number }>(
      `UPDATE leads SET status = 'failed', last_error = @error, last_error_kind = @kind, updated_at = @now
       WHERE lead_id = @leadId AND status = 'sending'
       RETURNING attempts`,
    ),
    logError: db.prepare<[ErrorRow]>(
      `INSERT INTO lead_errors (lead_id, attempt, at, kind, code, response_code, command, message)
       VALUES (@lead_id, @attempt, @at, @kind, @code, @response_code, @command, @message)`,
    ),
    errors: db.prepare<[string], ErrorRow>('SELECT * FROM lead_errors WHERE lead_id = ? ORDER BY id'),
    lastError: db.prepare<[{ kind: string | null }], ErrorRow>(
      'SELECT * FROM lead_errors WHERE (@kind IS NULL OR kind = @kind) ORDER BY id DESC LIMIT 1',
    ),
    health: db.prepare<
      [{ since: number }],
      { waiting: number; oldest: number | null; blocked: number; failed: number; delivered: number | null; deliveredSince: number }
    >(
      `SELECT
         (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending')) AS waiting,
         (SELECT MIN(created_at) FROM leads WHERE status IN ('pending', 'sending')) AS oldest,
         (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending') AND last_error_kind = 'configuration') AS blocked,
         (SELECT COUNT(*) FROM leads WHERE status = 'failed') AS failed,
         (SELECT MAX(delivered_at) FROM leads) AS delivered,
         (SELECT COUNT(*) FROM leads WHERE delivered_at >= @since) AS deliveredSince`,
    ),
    errorsSince: db.prepare<[number], { kind: string; n: number }>(
      'SELECT kind, COUNT(*) AS n FROM lead_errors WHERE at >= ? GROUP BY kind',
    ),
    recover: db.prepare<[{ now: number }]>(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, updated_at = @now WHERE status = 'sending'`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM leads WHERE status = 'pending'`),
    // Operator actions (the leads CLI): each one only moves a lead out of the state it names.
    release: db.prepare<[{ leadId: string; now: number }]>(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, updated_at = @now
       WHERE lead_id = @leadId AND status = 'quarantined'`,
    ),
    retryFailed: db.prepare<[{ leadId: string; now: number }]>(
      `UPDATE leads SET status = 'pending', attempts = 0, config_attempts = 0, next_attempt_at = @now, updated_at = @now
       WHERE lead_id = @leadId AND status = 'failed'`,
    ),
    backlog: db.prepare<[], { n: number; oldest: number | null }>(
      `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM leads WHERE status IN ('pending', 'sending')`,
    ),
    probe: db.prepare<[number]>(
      'INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
    ),
    get: db.prepare<[string, string], Row>('SELECT * FROM leads WHERE lead_id = ? OR client_id = ?'),
    all: db.prepare<[], Row>('SELECT * FROM leads ORDER BY created_at, lead_id'),
    list: db.prepare<[{ status: string | null; limit: number }], Row>(
      'SELECT * FROM leads WHERE (@status IS NULL OR status = @status) ORDER BY created_at DESC, lead_id LIMIT @limit',
    ),
    counts: db.prepare<[], { status: string; n: number }>('SELECT status, COUNT(*) AS n FROM leads GROUP BY status'),
  };

  const acceptTx = db.transaction((lead: Lead, now: number, quarantine: string | undefined) => {
    const payload = JSON.stringify(lead);
    const existing = q.byClientId.get(lead.id);
    if (existing) {
      return { leadId: existing.lead_id, duplicate: true, samePayload: existing.payload === payload };
    }
    const leadId = newLeadId();
    const status = quarantine === undefined ? 'pending' : 'quarantined';
    q.insert.run({ leadId, clientId: lead.id, form: lead.form, payload, status, reason: quarantine ?? null, now });
    return { leadId, duplicate: false, samePayload: true };
  });

  // The state change and its history row commit together, or neither does.
  const failTx = db.transaction((leadId: string, note: FailureNote, now: number, nextAt: number | undefined): boolean => {
    const { kind, message } = note;
    const row =
      nextAt === undefined
        ? q.failed.get({ leadId, error: message, kind, now })
        : q.retry.get({ leadId, error: message, kind, nextAt, now });
    if (!row) return false;
    q.logError.run({
      lead_id: leadId,
      attempt: row.attempts,
      at: now,
      kind,
      code: note.code,
      response_code: note.responseCode,
      command: note.command,
      message,
    });
    return true;
  });

  return {
    /**
     * Stores a validated lead, or finds the one already stored under the same client id.
     * Returns after the commit is synced (synchronous=FULL). A duplicate changes nothing;
     * `samePayload` lets the caller notice a reused id with different content. With a
     * `quarantine` reason the lead is stored but held back from delivery until released.
     */
    accept(lead: Lead, now = Date.now(), quarantine?: string): { leadId: string; duplicate: boolean; samePayload: boolean } {
      // IMMEDIATE takes the write lock up front, so the read-then-insert cannot race another writer.
      return acceptTx.immediate(lead, now, quarantine);
    },
    /** Whether a lead with this client id (the browser's idempotency key) is stored. */
    knows(clientId: string): boolean {
      return q.knows.get(clientId) !== undefined;
    },
    /** Quarantined -> pending, due now. False when the lead is not quarantined. */
    release(leadId: string, now = Date.now()): boolean {
      return q.release.run({ leadId, now }).changes === 1;
    },
    /** Failed -> pending with a fresh attempt budget. False when the lead is not failed. */
    retryFailed(leadId: string, now = Date.now()): boolean {
      return q.retryFailed.run({ leadId, now }).changes === 1;
    },
    /** Leads waiting for delivery (pending or mid-send) and when the oldest was accepted. */
    backlog(): { count: number; oldestCreatedAt: number | undefined } {
      const row = q.backlog.get();
      return { count: row?.n ?? 0, oldestCreatedAt: row?.oldest ?? undefined };
    },
    /** One synced write, to prove the database file still accepts them. Throws if not. */
    probeWrite(now = Date.now()): void {
      q.probe.run(now);
    },
    /** Every lead, oldest first, read lazily (for the CSV export). */
    *all(): Generator<LeadRecord> {
      for (const row of q.all.iterate()) yield toRecord(row);
    },
    /** Moves up to `limit` due pending leads to `sending` and returns them, oldest first. */
    claimDue(now = Date.now(), limit = 1): LeadRecord[] {
      return q.claim
        .all({ now, limit })
        .map(toRecord)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt);
    },
    markDelivered(leadId: string, messageId: string | null, now = Date.now()): boolean {
      return q.delivered.run({ leadId, messageId, now }).changes === 1;
    },
    /** Sending -> pending, due at `nextAt`, with the error kept in the lead's history. */
    markRetry(leadId: string, error: string | FailureNote, nextAt: number, now = Date.now()): boolean {
      return failTx.immediate(leadId, asNote(error), now, nextAt);
    },
    /** Sending -> failed, with the error kept in the lead's history. */
    markFailed(leadId: string, error: string | FailureNote, now = Date.now()): boolean {
      return failTx.immediate(leadId, asNote(error), now, undefined);
    },
    /** Every failed attempt of one lead, oldest first; kept after it is delivered. */
    errors(leadId: string): LeadError[] {
      return q.errors.all(leadId).map(toLeadError);
    },
    /** The most recent failed attempt of any lead (of one kind, if given). */
    lastError(kind?: FailureKind): LeadError | undefined {
      const row = q.lastError.get({ kind: kind ?? null });
      return row && toLeadError(row);
    },
    /** The facts behind the alarm, with errors and deliveries counted from `since`. */
    mailHealth(since: number): MailHealthFacts {
      const row = q.health.get({ since })!;
      const errorsSince: Record<FailureKind, number> = { configuration: 0, message: 0, temporary: 0 };
      for (const { kind, n } of q.errorsSince.all(since)) errorsSince[kind as FailureKind] = n;
      return {
        waiting: row.waiting,
        oldestWaitingAt: row.oldest ?? undefined,
        configBlocked: row.blocked,
        failed: row.failed,
        lastDeliveredAt: row.delivered ?? undefined,
        errorsSince,
        deliveredSince: row.deliveredSince,
      };
    },
    /** After a crash, leads caught mid-send go back to pending, due now. Returns how many. */
    recoverInterrupted(now = Date.now()): number {
      return q.recover.run({ now }).changes;
    },
    /** When the earliest pending lead is due, or undefined when none is pending. */
    nextDueAt(): number | undefined {
      return q.nextDue.get()?.at ?? undefined;
    },
    /** By server lead id or by the browser's client id. */
    get(leadId: string): LeadRecord | undefined {
      const row = q.get.get(leadId, leadId);
      return row && toRecord(row);
    },
    list(options: { status?: LeadStatus; limit?: number } = {}): LeadRecord[] {
      return q.list.all({ status: options.status ?? null, limit: options.limit ?? 100 }).map(toRecord);
    },
    counts(): Record<LeadStatus, number> & { total: number } {
      const counts = { pending: 0, sending: 0, delivered: 0, failed: 0, quarantined: 0, total: 0 };
      for (const { status, n } of q.counts.all()) {
        counts[status as LeadStatus] = n;
        counts.total += n;
      }
      return counts;
    },
    close(): void {
      if (db.open) db.close();
    },
  };
}
