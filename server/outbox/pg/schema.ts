import type pg from 'pg';
import { inTransaction } from './pool';

/**
 * The PostgreSQL schema history, applied in order and tracked in `schema_migrations`. Append a
 * new entry for every change; never edit one that has shipped. The same columns and meanings
 * as the SQLite schema (server/outbox/db.ts); times are epoch milliseconds in BIGINT.
 */
const migrations: readonly string[] = [
  // v1: the outbox as SQLite has it at v4: leads, their error history
  // (docs/decisions/013-mail-failures-and-alerts.md), the /healthz probe row, and leases
  // (docs/decisions/014-postgresql.md). `client_id` is UNIQUE: one row per lead across instances.
  `CREATE TABLE leads (
     lead_id           TEXT    PRIMARY KEY,
     client_id         TEXT    NOT NULL UNIQUE,
     form              TEXT    NOT NULL,
     payload           TEXT    NOT NULL,
     status            TEXT    NOT NULL
       CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'quarantined')),
     attempts          INTEGER NOT NULL DEFAULT 0,
     next_attempt_at   BIGINT  NOT NULL,
     last_error        TEXT,
     message_id        TEXT,
     created_at        BIGINT  NOT NULL,
     updated_at        BIGINT  NOT NULL,
     delivered_at      BIGINT,
     quarantine_reason TEXT,
     last_error_kind   TEXT,
     config_attempts   INTEGER NOT NULL DEFAULT 0,
     claimed_by        TEXT,
     lease_until       BIGINT
   );
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at, lead_id);
   CREATE TABLE lead_errors (
     id            BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     lead_id       TEXT    NOT NULL REFERENCES leads (lead_id),
     attempt       INTEGER NOT NULL,
     at            BIGINT  NOT NULL,
     kind          TEXT    NOT NULL CHECK (kind IN ('configuration', 'message', 'temporary')),
     code          TEXT,
     response_code INTEGER,
     command       TEXT,
     message       TEXT    NOT NULL
   );
   CREATE INDEX lead_errors_lead ON lead_errors (lead_id, id);
   CREATE INDEX lead_errors_at ON lead_errors (at);
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at BIGINT NOT NULL);`,
  // v2: the rate limit's sliding-window log, shared by every instance
  // (server/security/pg-rate-limit-store.ts): per key the admitted request times, at most the
  // limit; whether the last request was admitted; when the newest hit leaves the window (for
  // clean-up); and the hits still inside the window that starts at `since`. UNLOGGED: counters
  // need no WAL, so a count costs no disk flush (and a database crash merely resets them).
  `CREATE UNLOGGED TABLE rate_limits (
     key        TEXT     PRIMARY KEY,
     hits       BIGINT[] NOT NULL,
     admitted   BOOLEAN  NOT NULL,
     expires_at BIGINT   NOT NULL
   );
   CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);
   CREATE FUNCTION rate_limit_live(hits BIGINT[], since BIGINT) RETURNS BIGINT[]
     LANGUAGE sql IMMUTABLE STRICT
     AS $$ SELECT ARRAY(SELECT h FROM unnest(hits) AS h WHERE h > since ORDER BY h) $$;`,
  // v3: files sent with a lead (docs/decisions/017-attachments.md), as SQLite's v5: stored in the
  // lead's transaction, deleted with it. EXTERNAL storage: photos and PDFs are compressed
  // already, so TOAST should not spend CPU trying again.
  `CREATE TABLE lead_files (
     lead_id       TEXT    NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
     position      INTEGER NOT NULL CHECK (position >= 1),
     mime          TEXT    NOT NULL,
     size          INTEGER NOT NULL,
     sha256        TEXT    NOT NULL,
     original_name TEXT,
     bytes         BYTEA   NOT NULL,
     PRIMARY KEY (lead_id, position)
   );
   ALTER TABLE lead_files ALTER COLUMN bytes SET STORAGE EXTERNAL;`,
  // v4: when the owner was told of a quarantined lead, as SQLite's v6; leads held before count as told.
  `ALTER TABLE leads ADD COLUMN held_told_at BIGINT;
   UPDATE leads SET held_told_at = updated_at WHERE status = 'quarantined';
   CREATE INDEX leads_status_created ON leads (status, created_at);`,
  // v5: the /healthz delivery facts by index, as SQLite's v7.
  `CREATE INDEX leads_delivered ON leads (delivered_at);`,
  // v6: resumable uploads, as SQLite's v8 (docs/decisions/028-resumable-uploads.md).
  `ALTER TABLE leads ADD COLUMN upload_token TEXT;
   ALTER TABLE leads ADD COLUMN followup_due_at BIGINT;
   ALTER TABLE leads ADD COLUMN followup_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE lead_files ADD COLUMN mailed_at BIGINT;
   UPDATE lead_files SET mailed_at = (SELECT delivered_at FROM leads WHERE leads.lead_id = lead_files.lead_id);
   CREATE TABLE lead_uploads (
     lead_id       TEXT    NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
     position      INTEGER NOT NULL CHECK (position >= 1),
     size          INTEGER NOT NULL,
     sha256        TEXT    NOT NULL,
     declared_type TEXT    NOT NULL,
     original_name TEXT,
     received      INTEGER NOT NULL DEFAULT 0,
     state         TEXT    NOT NULL DEFAULT 'receiving' CHECK (state IN ('receiving', 'complete', 'refused')),
     reason        TEXT,
     updated_at    BIGINT  NOT NULL,
     PRIMARY KEY (lead_id, position)
   );
   CREATE TABLE upload_parts (
     lead_id  TEXT    NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     first_byte BIGINT NOT NULL,
     bytes    BYTEA   NOT NULL,
     PRIMARY KEY (lead_id, position, first_byte)
   );
   ALTER TABLE upload_parts ALTER COLUMN bytes SET STORAGE EXTERNAL;
   CREATE INDEX leads_followup ON leads (followup_due_at) WHERE followup_due_at IS NOT NULL;`,
  // v7: the visitor's copy by email, as SQLite's v9 (docs/decisions/030-visitor-copy.md).
  `ALTER TABLE leads ADD COLUMN copy_to TEXT;
   ALTER TABLE leads ADD COLUMN copy_state TEXT CHECK (copy_state IN ('due', 'sent', 'limited', 'failed'));
   CREATE INDEX leads_copy_to ON leads (copy_to, created_at) WHERE copy_to IS NOT NULL;`,
];

export const PG_SCHEMA_VERSION = migrations.length;

// pg_advisory_xact_lock takes a 64-bit key; this one is ours ("sunfield" in ASCII, as a number).
const MIGRATION_LOCK = '8319677272770833508';

/**
 * Brings the schema up to date in ONE transaction under an advisory lock: two instances that
 * start together queue on the lock, and the second finds the work done. PostgreSQL's DDL is
 * transactional, so a failed migration leaves the schema as it was.
 * https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS
 */
export async function migrate(pool: pg.Pool): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    INTEGER     PRIMARY KEY,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations');
    const current = rows[0]?.version ?? 0;
    if (current > migrations.length) {
      throw new Error(
        `The database has schema version ${current}, newer than this server knows (${migrations.length}). ` +
          'Run the newer server, or restore a backup.',
      );
    }
    for (let version = current; version < migrations.length; version++) {
      await client.query(migrations[version]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version + 1]);
    }
    return migrations.length;
  });
}

/**
 * "Accepted" means on disk (docs/decisions/002-durable-outbox.md): with synchronous_commit=off
 * PostgreSQL answers a COMMIT before its WAL is flushed, and a crash loses the last commits.
 * `on` (the default), `local`, `remote_write` and `remote_apply` all flush locally first.
 * https://www.postgresql.org/docs/current/runtime-config-wal.html#GUC-SYNCHRONOUS-COMMIT
 */
export async function checkDurability(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
  if (rows[0]?.synchronous_commit === 'off') {
    throw new Error(
      'The database runs with synchronous_commit=off, so a commit is not on disk when it returns and leads could be lost. ' +
        'Turn it on for this database: ALTER DATABASE <name> SET synchronous_commit = on',
    );
  }
}
