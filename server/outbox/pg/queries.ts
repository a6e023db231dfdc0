/**
 * The outbox's statements for PostgreSQL, the same rules as the SQLite ones
 * (server/outbox/sqlite-statements.ts) with numbered parameters. Every one runs on its own
 * (autocommit), so each returns only after its commit is flushed (synchronous_commit=on).
 */
export const sql = {
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the same client id to commit or
  // abort, so two instances receiving the same replay at once store one row; the loser then
  // reads the winner's (docs/decisions/003-idempotent-leads.md).
  insert: `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, quarantine_reason)
           VALUES ($1, $2, $3, $4, $5, 0, $6, $6, $6, $7)
           ON CONFLICT (client_id) DO NOTHING
           RETURNING lead_id`,
  byClientId: `SELECT lead_id, payload,
                (SELECT COALESCE(string_agg(sha256, ',' ORDER BY position), '') FROM lead_files f WHERE f.lead_id = l.lead_id) AS hashes
              FROM leads l WHERE client_id = $1`,
  // $1 lead, $2 position, $3 mime, $4 size, $5 sha256, $6 original name, $7 bytes.
  insertFile: `INSERT INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  files: 'SELECT lead_id, position, mime, size, sha256, original_name FROM lead_files WHERE lead_id = $1 ORDER BY position',
  filesWithBytes: 'SELECT * FROM lead_files WHERE lead_id = $1 ORDER BY position',
  knows: 'SELECT 1 FROM leads WHERE client_id = $1',
  // SKIP LOCKED: instances claiming at the same moment each take different rows, none waits.
  // $1 now, $2 limit, $3 owner, $4 lease end.
  claim: `UPDATE leads SET status = 'sending', attempts = attempts + 1, updated_at = $1, claimed_by = $3, lease_until = $4
          WHERE lead_id IN (SELECT lead_id FROM leads WHERE status = 'pending' AND next_attempt_at <= $1
                            ORDER BY next_attempt_at, created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
  // $1 lead, $2 owner, $3 lease end.
  renew: `UPDATE leads SET lease_until = $3 WHERE lead_id = $1 AND status = 'sending' AND claimed_by = $2`,
  // Transitions out of `sending` check the state and the owner. $1 lead, $2 owner, $3 now, $4 message id.
  delivered: `UPDATE leads SET status = 'delivered', message_id = $4, delivered_at = $3, updated_at = $3,
                last_error = NULL, last_error_kind = NULL, lease_until = NULL
              WHERE lead_id = $1 AND status = 'sending' AND claimed_by = $2`,
  // The state change and its history row in one statement: both commit, or neither.
  // $1 lead, $2 owner, $3 now, $4 next attempt (NULL: failed for good), $5 kind, $6 code,
  // $7 response code, $8 command, $9 message.
  fail: `WITH moved AS (
           UPDATE leads SET
             status = CASE WHEN $4::bigint IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE($4::bigint, next_attempt_at),
             last_error = $9, last_error_kind = $5, updated_at = $3, lease_until = NULL,
             config_attempts = config_attempts + CASE WHEN $4::bigint IS NOT NULL AND $5 = 'configuration' THEN 1 ELSE 0 END
           WHERE lead_id = $1 AND status = 'sending' AND claimed_by = $2
           RETURNING lead_id, attempts)
         INSERT INTO lead_errors (lead_id, attempt, at, kind, code, response_code, command, message)
         SELECT lead_id, attempts, $3, $5, $6, $7, $8, $9 FROM moved`,
  errors: 'SELECT * FROM lead_errors WHERE lead_id = $1 ORDER BY id',
  lastError: 'SELECT * FROM lead_errors WHERE ($1::text IS NULL OR kind = $1) ORDER BY id DESC LIMIT 1',
  health: `SELECT
             (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending')) AS waiting,
             (SELECT MIN(created_at) FROM leads WHERE status IN ('pending', 'sending')) AS oldest,
             (SELECT COUNT(*) FROM leads WHERE status IN ('pending', 'sending') AND last_error_kind = 'configuration') AS blocked,
             (SELECT COUNT(*) FROM leads WHERE status = 'failed') AS failed,
             (SELECT COUNT(*) FROM leads WHERE status = 'quarantined') AS quarantined,
             (SELECT MAX(delivered_at) FROM leads) AS delivered,
             (SELECT COUNT(*) FROM leads WHERE delivered_at >= $1) AS delivered_since`,
  errorsSince: 'SELECT kind, COUNT(*) AS n FROM lead_errors WHERE at >= $1 GROUP BY kind',
  // Only leases that ran out (docs/decisions/014-postgresql.md); claimed_by stays as history.
  recover: `UPDATE leads SET status = 'pending', next_attempt_at = $1, updated_at = $1, lease_until = NULL
            WHERE status = 'sending' AND (lease_until IS NULL OR lease_until <= $1)`,
  // LEAST ignores NULLs: whichever comes first, a pending lead falling due or a lease running out.
  nextDue: `SELECT LEAST((SELECT MIN(next_attempt_at) FROM leads WHERE status = 'pending'),
                         (SELECT MIN(lease_until) FROM leads WHERE status = 'sending')) AS at`,
  release: `UPDATE leads SET status = 'pending', next_attempt_at = $2, updated_at = $2 WHERE lead_id = $1 AND status = 'quarantined'`,
  retryFailed: `UPDATE leads SET status = 'pending', attempts = 0, config_attempts = 0, next_attempt_at = $2, updated_at = $2
                WHERE lead_id = $1 AND status = 'failed'`,
  backlog: `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM leads WHERE status IN ('pending', 'sending')`,
  probe: 'INSERT INTO health (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
  get: 'SELECT * FROM leads WHERE lead_id = $1 OR client_id = $1',
  // Keyset pages for all(): after ($1, $2), oldest first.
  page: `SELECT * FROM leads WHERE (created_at, lead_id) > ($1, $2) ORDER BY created_at, lead_id LIMIT $3`,
  list: `SELECT * FROM leads WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, lead_id LIMIT $2`,
  counts: 'SELECT status, COUNT(*) AS n FROM leads GROUP BY status',
  // Quarantined leads for the owner's notices, never the payload. $1 since, $2 untold only, $3 limit.
  held: `SELECT lead_id, form, created_at, quarantine_reason FROM leads
         WHERE status = 'quarantined' AND created_at >= $1 AND (NOT $2 OR held_told_at IS NULL)
         ORDER BY created_at DESC, lead_id LIMIT $3`,
  heldCount: `SELECT COUNT(*) AS n FROM leads WHERE status = 'quarantined' AND created_at >= $1 AND (NOT $2 OR held_told_at IS NULL)`,
  // $1 up to (created_at), $2 now.
  heldTold: `UPDATE leads SET held_told_at = $2 WHERE status = 'quarantined' AND held_told_at IS NULL AND created_at <= $1`,
} as const;
