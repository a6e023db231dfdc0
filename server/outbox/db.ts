import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

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
];

export const SCHEMA_VERSION = migrations.length;

/** Opens (creating if needed) DATA_DIR/leads.db with the durability settings the outbox needs. */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'leads.db'));
  try {
    // WAL: readers never block the writer. synchronous=FULL: in WAL mode NORMAL may lose the
    // last commits on power loss, and "accepted" must mean on disk
    // (docs/decisions/002-durable-outbox.md). https://www.sqlite.org/pragma.html#pragma_synchronous
    db.pragma('journal_mode = WAL');
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
