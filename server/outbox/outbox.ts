import type { Lead } from '../../src/schemas/lead';
import { openDatabase } from './db';
import { newLeadId, toRecord, type LeadRecord, type LeadStatus, type Row } from './record';

export type Outbox = ReturnType<typeof openOutbox>;

/**
 * The durable lead outbox in DATA_DIR/leads.db. Every state change is one statement or one
 * transaction, so a crash at any point leaves each lead in a state the worker can resume.
 */
export function openOutbox(dataDir: string) {
  const db = openDatabase(dataDir);
  const q = {
    byClientId: db.prepare<[string], Pick<Row, 'lead_id' | 'payload'>>(
      'SELECT lead_id, payload FROM leads WHERE client_id = ?',
    ),
    insert: db.prepare<[{ leadId: string; clientId: string; form: string; payload: string; now: number }]>(
      `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (@leadId, @clientId, @form, @payload, 'pending', 0, @now, @now, @now)`,
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
         updated_at = @now, last_error = NULL
       WHERE lead_id = @leadId AND status = 'sending'`,
    ),
    retry: db.prepare<[{ leadId: string; error: string; nextAt: number; now: number }]>(
      `UPDATE leads SET status = 'pending', last_error = @error, next_attempt_at = @nextAt, updated_at = @now
       WHERE lead_id = @leadId AND status = 'sending'`,
    ),
    failed: db.prepare<[{ leadId: string; error: string; now: number }]>(
      `UPDATE leads SET status = 'failed', last_error = @error, updated_at = @now
       WHERE lead_id = @leadId AND status = 'sending'`,
    ),
    recover: db.prepare<[{ now: number }]>(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, updated_at = @now WHERE status = 'sending'`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(
      `SELECT MIN(next_attempt_at) AS at FROM leads WHERE status = 'pending'`,
    ),
    get: db.prepare<[string], Row>('SELECT * FROM leads WHERE lead_id = ?'),
    list: db.prepare<[{ status: string | null; limit: number }], Row>(
      'SELECT * FROM leads WHERE (@status IS NULL OR status = @status) ORDER BY created_at DESC, lead_id LIMIT @limit',
    ),
    counts: db.prepare<[], { status: string; n: number }>('SELECT status, COUNT(*) AS n FROM leads GROUP BY status'),
  };

  const acceptTx = db.transaction((lead: Lead, now: number) => {
    const payload = JSON.stringify(lead);
    const existing = q.byClientId.get(lead.id);
    if (existing) {
      return { leadId: existing.lead_id, duplicate: true, samePayload: existing.payload === payload };
    }
    const leadId = newLeadId();
    q.insert.run({ leadId, clientId: lead.id, form: lead.form, payload, now });
    return { leadId, duplicate: false, samePayload: true };
  });

  return {
    /**
     * Stores a validated lead, or finds the one already stored under the same client id.
     * Returns after the commit is synced (synchronous=FULL). A duplicate changes nothing;
     * `samePayload` lets the caller notice a reused id with different content.
     */
    accept(lead: Lead, now = Date.now()): { leadId: string; duplicate: boolean; samePayload: boolean } {
      // IMMEDIATE takes the write lock up front, so the read-then-insert cannot race another writer.
      return acceptTx.immediate(lead, now);
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
    markRetry(leadId: string, error: string, nextAt: number, now = Date.now()): boolean {
      return q.retry.run({ leadId, error, nextAt, now }).changes === 1;
    },
    markFailed(leadId: string, error: string, now = Date.now()): boolean {
      return q.failed.run({ leadId, error, now }).changes === 1;
    },
    /** After a crash, leads caught mid-send go back to pending, due now. Returns how many. */
    recoverInterrupted(now = Date.now()): number {
      return q.recover.run({ now }).changes;
    },
    /** When the earliest pending lead is due, or undefined when none is pending. */
    nextDueAt(): number | undefined {
      return q.nextDue.get()?.at ?? undefined;
    },
    get(leadId: string): LeadRecord | undefined {
      const row = q.get.get(leadId);
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
