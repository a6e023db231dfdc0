import { join } from 'node:path';
import Database from 'better-sqlite3';
import { privateDirSync, privateFileSync, tightenSync } from './private-files';

/**
 * Schema history, applied in order and tracked with PRAGMA user_version. Append a new entry
 * for every change; never edit one that has shipped (a deployed leads.db already ran it).
 */
const migrations: readonly string[] = [
  // v1: the lead outbox. Times are epoch milliseconds (UTC) so due-date comparisons are plain
  // integer comparisons. `client_id` is the browser-made UUID (the idempotency key).
  `CREATE TABLE leads (
     lead_id         TEXT    PRIMARY KEY,
     client_id       TEXT    NOT NULL UNIQUE,
     form            TEXT    NOT NULL,
     payload         TEXT    NOT NULL,
     status          TEXT    NOT NULL
       CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'quarantined')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     message_id      TEXT,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     delivered_at    INTEGER
   ) STRICT;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);`,
  // v2: why a lead is held as quarantined (suspected spam), and a one-row table that /healthz
  // writes to prove the database still takes writes.
  `ALTER TABLE leads ADD COLUMN quarantine_reason TEXT;
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;`,
  // v3: every failed attempt, kept after delivery (docs/decisions/013-mail-failures-and-alerts.md).
  // Codes and the mail server's reply only, never what the visitor typed. On the lead: the kind
  // of its last error (a pending lead held up by our mail settings raises the alarm) and how many
  // attempts those settings cost it (they do not count toward DELIVERY_MAX_ATTEMPTS).
  `CREATE TABLE lead_errors (
     id            INTEGER PRIMARY KEY,
     lead_id       TEXT    NOT NULL REFERENCES leads (lead_id),
     attempt       INTEGER NOT NULL,
     at            INTEGER NOT NULL,
     kind          TEXT    NOT NULL CHECK (kind IN ('configuration', 'message', 'temporary')),
     code          TEXT,
     response_code INTEGER,
     command       TEXT,
     message       TEXT    NOT NULL
   ) STRICT;
   CREATE INDEX lead_errors_lead ON lead_errors (lead_id, id);
   CREATE INDEX lead_errors_at ON lead_errors (at);
   ALTER TABLE leads ADD COLUMN last_error_kind TEXT;
   ALTER TABLE leads ADD COLUMN config_attempts INTEGER NOT NULL DEFAULT 0;`,
  // v4: leases (docs/decisions/014-postgresql.md). A lead is `sending` under the lease of the
  // instance that claimed it; only an expired lease may be taken back. Rows a v3 server left
  // mid-send have no lease and count as expired.
  `ALTER TABLE leads ADD COLUMN claimed_by TEXT;
   ALTER TABLE leads ADD COLUMN lease_until INTEGER;`,
  // v5: files sent with a lead (docs/decisions/017-attachments.md), in the same database so a
  // lead and its files commit in one transaction. `mime` is the detected type, `original_name`
  // the visitor's name as text only. purge and forget delete them with the lead.
  `CREATE TABLE lead_files (
     lead_id       TEXT    NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
     position      INTEGER NOT NULL CHECK (position >= 1),
     mime          TEXT    NOT NULL,
     size          INTEGER NOT NULL,
     sha256        TEXT    NOT NULL,
     original_name TEXT,
     bytes         BLOB    NOT NULL,
     PRIMARY KEY (lead_id, position)
   ) STRICT;`,
  // v6: when the owner was told of a quarantined lead (docs/decisions/008-spam-quarantine.md), so
  // each held lead is in one notice. Leads held before this version count as told: the owner is
  // not sent a notice listing months of old spam. The index serves the listing by status and age.
  `ALTER TABLE leads ADD COLUMN held_told_at INTEGER;
   UPDATE leads SET held_told_at = updated_at WHERE status = 'quarantined';
   CREATE INDEX leads_status_created ON leads (status, created_at);`,
  // v7: /healthz asks when the last lead was delivered and how many in the last 24 h; without an
  // index each asked for a scan of every lead ever received (docs/decisions/025-hostile-clients.md).
  `CREATE INDEX leads_delivered ON leads (delivered_at);`,
  // v8: resumable uploads (docs/decisions/028-resumable-uploads.md). A lead may declare files
  // that follow it in parts: `lead_uploads` is one row per declared file (how many bytes are
  // stored, whether it is complete or was refused), `upload_parts` the parts stored so far, each
  // committed before it is acknowledged. A completed file joins `lead_files` as before.
  // `mailed_at` says which email carried a file: files that complete after the lead's email
  // went out follow in a second one, due at `followup_due_at`. `upload_token` is what the
  // client that posted the lead must show to send its parts. Files of leads delivered before
  // this version count as mailed with them.
  `ALTER TABLE leads ADD COLUMN upload_token TEXT;
   ALTER TABLE leads ADD COLUMN followup_due_at INTEGER;
   ALTER TABLE leads ADD COLUMN followup_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE lead_files ADD COLUMN mailed_at INTEGER;
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
     updated_at    INTEGER NOT NULL,
     PRIMARY KEY (lead_id, position)
   ) STRICT;
   CREATE TABLE upload_parts (
     lead_id  TEXT    NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     first_byte INTEGER NOT NULL,
     bytes    BLOB    NOT NULL,
     PRIMARY KEY (lead_id, position, first_byte)
   ) STRICT;
   CREATE INDEX leads_followup ON leads (followup_due_at) WHERE followup_due_at IS NOT NULL;`,
  // v9: the visitor's copy by email (docs/decisions/030-visitor-copy.md). `copy_to` is the
  // address it goes to (the lead's own email, lowercased), so the copies one address got in a
  // day can be counted; `copy_state` is due, sent, limited or failed. A due copy goes in the
  // follow-up after the office's email (followup_due_at).
  `ALTER TABLE leads ADD COLUMN copy_to TEXT;
   ALTER TABLE leads ADD COLUMN copy_state TEXT CHECK (copy_state IN ('due', 'sent', 'limited', 'failed'));
   CREATE INDEX leads_copy_to ON leads (copy_to, created_at) WHERE copy_to IS NOT NULL;`,
];

export const SCHEMA_VERSION = migrations.length;

/**
 * Whether this Node aborts the process under the SQLite driver: Node 24.19 to 24.21 check for an
 * environment when a native object is freed, and the driver's statements (better-sqlite3 12)
 * are freed by the garbage collector outside JavaScript, where there is none (`Assertion failed:
 * (env) != nullptr` in `Statement::~Statement`, WiseLibs/better-sqlite3#1515). Node 24.22 keeps
 * those hooks without an environment (nodejs/node#63985), and 20 and 26 never checked.
 * Measured: 24.21.0 aborted in 3 of 3 runs of a script dropping prepared statements, and in 3
 * of the unit and API test files; 24.22.1 and 24.22.3 in none (docs/decisions/022-fast-feedback.md).
 */
export function nodeAbortsSqlite(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major === 24 && minor! >= 19 && minor! < 22;
}

/** Opens (creating if needed) DATA_DIR/leads.db with the durability settings the outbox needs. */
export function openDatabase(dataDir: string): Database.Database {
  // Owner only, whatever the umask: the folder 0700, leads.db and its -wal/-shm 0600.
  privateDirSync(dataDir);
  const file = join(dataDir, 'leads.db');
  privateFileSync(file);
  const db = new Database(file);
  try {
    // WAL: readers never block the writer. synchronous=FULL: in WAL mode NORMAL may lose the
    // last commits on power loss, and "accepted" must mean on disk
    // (docs/decisions/002-durable-outbox.md). https://www.sqlite.org/pragma.html#pragma_synchronous
    db.pragma('journal_mode = WAL');
    // New -wal/-shm files copy leads.db's mode; these fix ones left by an older version.
    for (const suffix of ['-wal', '-shm']) tightenSync(file + suffix);
    db.pragma('synchronous = FULL');
    // A second process (an admin script, a stuck old instance) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `leads.db has schema version ${current}, newer than this server knows (${migrations.length}). ` +
        'Run the newer server, or restore a backup.',
    );
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      // PRAGMA takes no bound parameters; `version` is our own integer.
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
