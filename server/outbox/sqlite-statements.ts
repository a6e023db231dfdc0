import type Database from 'better-sqlite3';
import type { FailureKind } from '../mail/errors';
import type { ErrorRow, FileRow, LeadStatus, Row } from './record';

type Owned = { leadId: string; owner: string; now: number };

/** The outbox's statements on leads.db, prepared once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    byClientId: db.prepare<[string], Pick<Row, 'lead_id' | 'payload'> & { hashes: string }>(
      `SELECT lead_id, payload,
         (SELECT COALESCE(group_concat(sha256, ',' ORDER BY position), '') FROM lead_files f WHERE f.lead_id = l.lead_id) AS hashes
       FROM leads l WHERE client_id = ?`,
    ),
    insertFile: db.prepare<[Omit<FileRow, 'bytes'> & { bytes: Buffer }]>(
      `INSERT INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes)
       VALUES (@lead_id, @position, @mime, @size, @sha256, @original_name, @bytes)`,
    ),
    files: db.prepare<[string], FileRow>(
      'SELECT lead_id, position, mime, size, sha256, original_name FROM lead_files WHERE lead_id = ? ORDER BY position',
    ),
    filesWithBytes: db.prepare<[string], FileRow>('SELECT * FROM lead_files WHERE lead_id = ? ORDER BY position'),
    knows: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM leads WHERE client_id = ?'),
    insert: db.prepare<
      [{ leadId: string; clientId: string; form: string; payload: string; status: LeadStatus; reason: string | null; now: number }]
    >(
      `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, quarantine_reason)
       VALUES (@leadId, @clientId, @form, @payload, @status, 0, @now, @now, @now, @reason)`,
    ),
    // One statement, so two workers (or two processes) can never claim the same row.
    claim: db.prepare<[{ now: number; limit: number; owner: string; until: number }], Row>(
      `UPDATE leads SET status = 'sending', attempts = attempts + 1, updated_at = @now, claimed_by = @owner, lease_until = @until
       WHERE lead_id IN (SELECT lead_id FROM leads WHERE status = 'pending' AND next_attempt_at <= @now
                         ORDER BY next_attempt_at, created_at LIMIT @limit)
       RETURNING *`,
    ),
    renew: db.prepare<[Owned & { until: number }]>(
      `UPDATE leads SET lease_until = @until WHERE lead_id = @leadId AND status = 'sending' AND claimed_by = @owner`,
    ),
    // Every transition out of `sending` checks the state and the owner, so a late or repeated
    // call, or one from an instance whose lease was taken over, is a no-op.
    delivered: db.prepare<[Owned & { messageId: string | null }]>(
      `UPDATE leads SET status = 'delivered', message_id = @messageId, delivered_at = @now,
         updated_at = @now, last_error = NULL, last_error_kind = NULL, lease_until = NULL
       WHERE lead_id = @leadId AND status = 'sending' AND claimed_by = @owner`,
    ),
    // An attempt refused by our own mail settings is counted apart (config_attempts), so fixing
    // the settings finds every lead still pending with its whole attempt budget.
    retry: db.prepare<[Owned & { error: string; kind: FailureKind; nextAt: number }], { attempts: number }>(
      `UPDATE leads SET status = 'pending', last_error = @error, last_error_kind = @kind, next_attempt_at = @nextAt,
         updated_at = @now, config_attempts = config_attempts + (@kind = 'configuration'), lease_until = NULL
       WHERE lead_id = @leadId AND status = 'sending' AND claimed_by = @owner
       RETURNING attempts`,
    ),
    failed: db.prepare<[Owned & { error: string; kind: FailureKind }], { attempts: number }>(
      `UPDATE leads SET status = 'failed', last_error = @error, last_error_kind = @kind, updated_at = @now, lease_until = NULL
       WHERE lead_id = @leadId AND status = 'sending' AND claimed_by = @owner
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
      {
        waiting: number;
        oldest: number | null;
        blocked: number;
        failed: number;
        quarantined: number;
        delivered: number | null;
        deliveredSince: number;
      }
    >(
      // Every part is an index look-up (leads_due, leads_status_created, leads_delivered): /healthz
      // reads this, and its cost must not grow with the months of delivered leads.
      `SELECT
         (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending')) AS waiting,
         (SELECT MIN(created_at) FROM leads WHERE status IN ('pending', 'sending')) AS oldest,
         (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending') AND last_error_kind = 'configuration') AS blocked,
         (SELECT COUNT(*) FROM leads WHERE status = 'failed') AS failed,
         (SELECT COUNT(*) FROM leads WHERE status = 'quarantined') AS quarantined,
         (SELECT MAX(delivered_at) FROM leads) AS delivered,
         (SELECT COUNT(*) FROM leads WHERE delivered_at >= @since) AS deliveredSince`,
    ),
    errorsSince: db.prepare<[number], { kind: string; n: number }>(
      'SELECT kind, COUNT(*) AS n FROM lead_errors WHERE at >= ? GROUP BY kind',
    ),
    // Only leases that ran out: a live one belongs to an instance still sending (a row from
    // before leases has none). claimed_by stays, as the history of who was sending it.
    recover: db.prepare<[{ now: number }]>(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, updated_at = @now, lease_until = NULL
       WHERE status = 'sending' AND (lease_until IS NULL OR lease_until <= @now)`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(
      `SELECT MIN(at) AS at FROM (SELECT next_attempt_at AS at FROM leads WHERE status = 'pending'
                                  UNION ALL SELECT lease_until FROM leads WHERE status = 'sending')`,
    ),
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
    // Quarantined leads for the owner's notices: ids, form, time and our reason, never the payload.
    held: db.prepare<
      [{ since: number; untold: number; limit: number }],
      { lead_id: string; form: string; created_at: number; quarantine_reason: string | null }
    >(
      `SELECT lead_id, form, created_at, quarantine_reason FROM leads
       WHERE status = 'quarantined' AND created_at >= @since AND (@untold = 0 OR held_told_at IS NULL)
       ORDER BY created_at DESC, lead_id LIMIT @limit`,
    ),
    heldCount: db.prepare<[{ since: number; untold: number }], { n: number }>(
      `SELECT COUNT(*) AS n FROM leads
       WHERE status = 'quarantined' AND created_at >= @since AND (@untold = 0 OR held_told_at IS NULL)`,
    ),
    heldTold: db.prepare<[{ upTo: number; now: number }]>(
      `UPDATE leads SET held_told_at = @now WHERE status = 'quarantined' AND held_told_at IS NULL AND created_at <= @upTo`,
    ),
  };
}
