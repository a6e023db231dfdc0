/**
 * The outbox's statements for PostgreSQL, the same rules as the SQLite ones
 * (server/outbox/sqlite-statements.ts) with numbered parameters. Every one runs on its own
 * (autocommit), so each returns only after its commit is flushed (synchronous_commit=on).
 */
export const sql = {
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the same client id to commit or
  // abort, so two instances receiving the same replay at once store one row; the loser then
  // reads the winner's (docs/decisions/003-idempotent-leads.md).
  // $8 next attempt (later than now while declared files are awaited), $9 upload token.
  // $10 the visitor's copy's address (NULL: none asked for), $11 the start of its window, $12 its
  // limit: the copy is due, or limited when the address had its copies in the window
  // (docs/decisions/030-visitor-copy.md). Two leads at once may both count the same copies: at
  // worst one copy over the limit, never an unbounded number.
  insert: `WITH copy AS (
             SELECT CASE WHEN $10::text IS NULL THEN NULL
                         WHEN (SELECT COUNT(*) FROM leads WHERE copy_to = $10::text AND created_at > $11::bigint
                                 AND copy_state IN ('due', 'sent')) >= $12::int THEN 'limited'
                         ELSE 'due' END AS state)
           INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, quarantine_reason,
                              upload_token, copy_to, copy_state, followup_due_at)
           SELECT $1, $2, $3, $4, $5, 0, $8, $6, $6, $7, $9, $10::text, copy.state, CASE WHEN copy.state = 'due' THEN $6::bigint END FROM copy
           ON CONFLICT (client_id) DO NOTHING
           RETURNING lead_id`,
  // $1 lead, $2 state (sent or failed), $3 now.
  markCopy: `UPDATE leads SET copy_state = $2, updated_at = $3 WHERE lead_id = $1 AND copy_state = 'due'`,
  byClientId: `SELECT lead_id, payload, upload_token,
                (SELECT COALESCE(string_agg(sha256, ',' ORDER BY position), '') FROM lead_files f WHERE f.lead_id = l.lead_id) AS hashes
              FROM leads l WHERE client_id = $1`,
  // $1 lead, $2 position, $3 mime, $4 size, $5 sha256, $6 original name, $7 bytes.
  insertFile: `INSERT INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  files: 'SELECT lead_id, position, mime, size, sha256, original_name, mailed_at FROM lead_files WHERE lead_id = $1 ORDER BY position',
  filesWithBytes: 'SELECT * FROM lead_files WHERE lead_id = $1 ORDER BY position',
  unmailed:
    'SELECT lead_id, position, mime, size, sha256, original_name, mailed_at FROM lead_files WHERE lead_id = $1 AND mailed_at IS NULL ORDER BY position',
  unmailedWithBytes: 'SELECT * FROM lead_files WHERE lead_id = $1 AND mailed_at IS NULL ORDER BY position',
  // Resumable uploads (docs/decisions/028-resumable-uploads.md), as the SQLite statements.
  // $1 lead, $2 position, $3 size, $4 sha256, $5 declared type, $6 original name, $7 now.
  insertUpload: `INSERT INTO lead_uploads (lead_id, position, size, sha256, declared_type, original_name, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  uploads: 'SELECT * FROM lead_uploads WHERE lead_id = $1 ORDER BY position',
  uploadTarget: `SELECT u.*, l.form, l.upload_token FROM leads l JOIN lead_uploads u ON u.lead_id = l.lead_id
                 WHERE l.client_id = $1 AND u.position = $2`,
  // Stores the part only at the stored end, while receiving, within the declared size; the row
  // lock orders two copies of one part. $1 lead, $2 position, $3 offset, $4 bytes, $5 now.
  storePart: `WITH moved AS (
                UPDATE lead_uploads SET received = received + length($4::bytea), updated_at = $5
                WHERE lead_id = $1 AND position = $2 AND state = 'receiving' AND received = $3
                  AND received + length($4::bytea) <= size AND length($4::bytea) > 0
                RETURNING received),
              part AS (
                INSERT INTO upload_parts (lead_id, position, first_byte, bytes) SELECT $1, $2, $3, $4 FROM moved)
              SELECT received, true AS stored FROM moved`,
  received: 'SELECT received FROM lead_uploads WHERE lead_id = $1 AND position = $2',
  parts: 'SELECT bytes FROM upload_parts WHERE lead_id = $1 AND position = $2 ORDER BY first_byte',
  insertFileOnce: `INSERT INTO lead_files (lead_id, position, mime, size, sha256, original_name, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)
                   ON CONFLICT (lead_id, position) DO NOTHING`,
  // $1 lead, $2 position, $3 state, $4 reason, $5 now.
  settleUpload: `UPDATE lead_uploads SET state = $3, reason = $4, updated_at = $5 WHERE lead_id = $1 AND position = $2 AND state = 'receiving'`,
  dropParts: 'DELETE FROM upload_parts WHERE lead_id = $1 AND position = $2',
  arriving: `SELECT COUNT(*)::int AS n FROM lead_uploads WHERE lead_id = $1 AND state = 'receiving'`,
  dueNow: `UPDATE leads SET next_attempt_at = LEAST(next_attempt_at, $2), updated_at = $2
           WHERE lead_id = $1 AND status = 'pending' AND attempts = 0 AND next_attempt_at > $2`,
  // $1 lead, $2 all in, $3 now, $4 later.
  followUpDue: `UPDATE leads SET followup_due_at =
                  CASE WHEN $2 THEN LEAST(COALESCE(followup_due_at, $3), $3) ELSE COALESCE(followup_due_at, $4) END
                WHERE lead_id = $1 AND status IN ('sending', 'delivered')
                RETURNING (status = 'delivered' AND followup_due_at <= $3) AS due`,
  // $1 lead, $2 positions (NULL: all), $3 now.
  markMailed: `UPDATE lead_files SET mailed_at = $3 WHERE lead_id = $1 AND mailed_at IS NULL AND ($2::int[] IS NULL OR position = ANY($2::int[]))`,
  // $1 now, $2 owner, $3 lease end.
  claimFollowUp: `UPDATE leads SET claimed_by = $2, lease_until = $3, followup_attempts = followup_attempts + 1
                  WHERE lead_id = (SELECT lead_id FROM leads WHERE followup_due_at <= $1 AND status = 'delivered'
                                     AND (lease_until IS NULL OR lease_until <= $1)
                                   ORDER BY followup_due_at LIMIT 1 FOR UPDATE SKIP LOCKED)
                  RETURNING *`,
  // $1 lead, $2 owner, $3 now, $4 retry at (NULL: sent).
  followUpDone: `UPDATE leads SET lease_until = NULL,
                   followup_attempts = CASE WHEN $4::bigint IS NULL THEN 0 ELSE followup_attempts END,
                   followup_due_at = CASE
                     WHEN $4::bigint IS NOT NULL THEN $4::bigint
                     WHEN EXISTS (SELECT 1 FROM lead_files f WHERE f.lead_id = leads.lead_id AND f.mailed_at IS NULL) THEN $3
                     ELSE NULL END
                 WHERE lead_id = $1 AND status = 'delivered' AND claimed_by = $2`,
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
                         (SELECT MIN(lease_until) FROM leads WHERE status = 'sending'),
                         (SELECT MIN(followup_due_at) FROM leads WHERE followup_due_at IS NOT NULL AND status = 'delivered')) AS at`,
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
