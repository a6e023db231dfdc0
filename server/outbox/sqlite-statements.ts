import type Database from 'better-sqlite3';
import type { FailureKind } from '../mail/errors';
import type { ErrorRow, FileRow, LeadStatus, Row, UploadRow } from './record';

type Owned = { leadId: string; owner: string; now: number };

/** The outbox's statements on leads.db, prepared once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    byClientId: db.prepare<[string], Pick<Row, 'lead_id' | 'payload'> & { hashes: string; upload_token: string | null }>(
      `SELECT lead_id, payload, upload_token,
         (SELECT COALESCE(group_concat(sha256, ',' ORDER BY position), '') FROM lead_files f WHERE f.lead_id = l.lead_id) AS hashes
       FROM leads l WHERE client_id = ?`,
    ),
    insertFile: db.prepare<[Omit<FileRow, 'bytes'> & { bytes: Buffer }]>(
      `INSERT INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes)
       VALUES (@lead_id, @position, @mime, @size, @sha256, @original_name, @bytes)`,
    ),
    files: db.prepare<[string], FileRow>(
      'SELECT lead_id, position, mime, size, sha256, original_name, mailed_at FROM lead_files WHERE lead_id = ? ORDER BY position',
    ),
    filesWithBytes: db.prepare<[string], FileRow>('SELECT * FROM lead_files WHERE lead_id = ? ORDER BY position'),
    unmailed: db.prepare<[string], FileRow>(
      'SELECT lead_id, position, mime, size, sha256, original_name, mailed_at FROM lead_files WHERE lead_id = ? AND mailed_at IS NULL ORDER BY position',
    ),
    unmailedWithBytes: db.prepare<[string], FileRow>('SELECT * FROM lead_files WHERE lead_id = ? AND mailed_at IS NULL ORDER BY position'),
    // Resumable uploads (docs/decisions/028-resumable-uploads.md).
    insertUpload: db.prepare<[Omit<UploadRow, 'received' | 'state' | 'reason'> & { now: number }]>(
      `INSERT INTO lead_uploads (lead_id, position, size, sha256, declared_type, original_name, updated_at)
       VALUES (@lead_id, @position, @size, @sha256, @declared_type, @original_name, @now)`,
    ),
    uploads: db.prepare<[string], UploadRow>('SELECT * FROM lead_uploads WHERE lead_id = ? ORDER BY position'),
    uploadTarget: db.prepare<[string, number], UploadRow & { form: string; upload_token: string | null }>(
      `SELECT u.*, l.form, l.upload_token FROM leads l JOIN lead_uploads u ON u.lead_id = l.lead_id
       WHERE l.client_id = ? AND u.position = ?`,
    ),
    // Only at the stored end, only while receiving, never past the declared size: a repeated,
    // early or late part changes nothing.
    advance: db.prepare<[{ leadId: string; position: number; offset: number; length: number; now: number }]>(
      `UPDATE lead_uploads SET received = received + @length, updated_at = @now
       WHERE lead_id = @leadId AND position = @position AND state = 'receiving' AND received = @offset AND received + @length <= size`,
    ),
    insertPart: db.prepare<[{ leadId: string; position: number; offset: number; bytes: Buffer }]>(
      'INSERT INTO upload_parts (lead_id, position, first_byte, bytes) VALUES (@leadId, @position, @offset, @bytes)',
    ),
    received: db.prepare<[string, number], { received: number }>('SELECT received FROM lead_uploads WHERE lead_id = ? AND position = ?'),
    parts: db.prepare<[string, number], { bytes: Buffer }>(
      'SELECT bytes FROM upload_parts WHERE lead_id = ? AND position = ? ORDER BY first_byte',
    ),
    insertFileOnce: db.prepare<[Omit<FileRow, 'bytes'> & { bytes: Buffer }]>(
      `INSERT OR IGNORE INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes)
       VALUES (@lead_id, @position, @mime, @size, @sha256, @original_name, @bytes)`,
    ),
    settleUpload: db.prepare<[{ leadId: string; position: number; state: string; reason: string | null; now: number }]>(
      `UPDATE lead_uploads SET state = @state, reason = @reason, updated_at = @now
       WHERE lead_id = @leadId AND position = @position AND state = 'receiving'`,
    ),
    dropParts: db.prepare<[string, number]>('DELETE FROM upload_parts WHERE lead_id = ? AND position = ?'),
    arriving: db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM lead_uploads WHERE lead_id = ? AND state = 'receiving'`),
    // A lead that waited for its files and has not been tried yet goes now.
    dueNow: db.prepare<[{ leadId: string; now: number }]>(
      `UPDATE leads SET next_attempt_at = MIN(next_attempt_at, @now), updated_at = @now
       WHERE lead_id = @leadId AND status = 'pending' AND attempts = 0 AND next_attempt_at > @now`,
    ),
    followUpDue: db.prepare<[{ leadId: string; allIn: number; now: number; later: number }], { due: number }>(
      `UPDATE leads SET followup_due_at =
         CASE WHEN @allIn = 1 THEN MIN(COALESCE(followup_due_at, @now), @now) ELSE COALESCE(followup_due_at, @later) END
       WHERE lead_id = @leadId AND status IN ('sending', 'delivered')
       RETURNING (status = 'delivered' AND followup_due_at <= @now) AS due`,
    ),
    markMailed: db.prepare<[{ leadId: string; positions: string | null; now: number }]>(
      `UPDATE lead_files SET mailed_at = @now
       WHERE lead_id = @leadId AND mailed_at IS NULL AND (@positions IS NULL OR position IN (SELECT value FROM json_each(@positions)))`,
    ),
    claimFollowUp: db.prepare<[{ now: number; owner: string; until: number }], Row>(
      `UPDATE leads SET claimed_by = @owner, lease_until = @until, followup_attempts = followup_attempts + 1
       WHERE lead_id = (SELECT lead_id FROM leads WHERE followup_due_at <= @now AND status = 'delivered'
                          AND (lease_until IS NULL OR lease_until <= @now)
                        ORDER BY followup_due_at LIMIT 1)
       RETURNING *`,
    ),
    followUpDone: db.prepare<[{ leadId: string; owner: string; now: number; retryAt: number | null }]>(
      `UPDATE leads SET lease_until = NULL,
         followup_attempts = CASE WHEN @retryAt IS NULL THEN 0 ELSE followup_attempts END,
         followup_due_at = CASE
           WHEN @retryAt IS NOT NULL THEN @retryAt
           WHEN EXISTS (SELECT 1 FROM lead_files f WHERE f.lead_id = leads.lead_id AND f.mailed_at IS NULL) THEN @now
           ELSE NULL END
       WHERE lead_id = @leadId AND status = 'delivered' AND claimed_by = @owner`,
    ),
    knows: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM leads WHERE client_id = ?'),
    insert: db.prepare<
      [
        {
          leadId: string;
          clientId: string;
          form: string;
          payload: string;
          status: LeadStatus;
          reason: string | null;
          now: number;
          nextAt: number;
          token: string | null;
          copyTo: string | null;
          copyState: string | null;
        },
      ]
    >(
      `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, quarantine_reason,
                          upload_token, copy_to, copy_state, followup_due_at)
       VALUES (@leadId, @clientId, @form, @payload, @status, 0, @nextAt, @now, @now, @reason, @token, @copyTo, @copyState,
               CASE WHEN @copyState = 'due' THEN @now END)`,
    ),
    // Copies an address was sent or is due in the window (docs/decisions/030-visitor-copy.md).
    copiesTo: db.prepare<[{ copyTo: string; since: number }], { n: number }>(
      `SELECT COUNT(*) AS n FROM leads WHERE copy_to = @copyTo AND created_at > @since AND copy_state IN ('due', 'sent')`,
    ),
    markCopy: db.prepare<[{ leadId: string; state: string; now: number }]>(
      `UPDATE leads SET copy_state = @state, updated_at = @now WHERE lead_id = @leadId AND copy_state = 'due'`,
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
                                  UNION ALL SELECT lease_until FROM leads WHERE status = 'sending'
                                  UNION ALL SELECT followup_due_at FROM leads WHERE followup_due_at IS NOT NULL AND status = 'delivered')`,
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
