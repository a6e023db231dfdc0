import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { nodeAbortsSqlite, openDatabase, SCHEMA_VERSION } from './db';
import { openOutbox, type SqliteOutbox } from './outbox';
import { outboxSuite, testLead } from './outbox-suite';
import { openSqliteStore } from './sqlite-store';

outboxSuite('SQLite', async () => {
  const dir = await createTempDir();
  return { open: (options) => Promise.resolve(openSqliteStore(dir, options)), cleanup: () => removeTempDir(dir) };
});

// v9 first (the visitor's copy, docs/decisions/030-visitor-copy.md), then v8.
const UNDO_V8 = `DROP INDEX leads_copy_to; ALTER TABLE leads DROP COLUMN copy_state; ALTER TABLE leads DROP COLUMN copy_to;
  DROP INDEX leads_followup; DROP TABLE upload_parts; DROP TABLE lead_uploads;
  ALTER TABLE leads DROP COLUMN upload_token; ALTER TABLE leads DROP COLUMN followup_due_at; ALTER TABLE leads DROP COLUMN followup_attempts;`;

describe('SQLite outbox file', () => {
  let dir: string;
  let outbox: SqliteOutbox;
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openOutbox(dir);
  });
  afterEach(async () => {
    outbox.close();
    await removeTempDir(dir);
  });

  it('opens leads.db in WAL mode with synchronous=FULL and the current schema', () => {
    const db = openDatabase(dir); // a second connection, configured the way the outbox's is
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('upgrades a v2 database in place, keeping its leads', () => {
    const id = outbox.accept(testLead(), 0).leadId;
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.exec(UNDO_V8);
    db.exec(`DROP INDEX leads_delivered; DROP INDEX leads_status_created; ALTER TABLE leads DROP COLUMN held_told_at;
      DROP TABLE lead_files; DROP TABLE lead_errors;
      ALTER TABLE leads DROP COLUMN last_error_kind; ALTER TABLE leads DROP COLUMN config_attempts;
      ALTER TABLE leads DROP COLUMN claimed_by; ALTER TABLE leads DROP COLUMN lease_until;`);
    db.pragma('user_version = 2');
    db.close();
    outbox = openOutbox(dir);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastErrorKind: null, configAttempts: 0, claimedBy: null, leaseUntil: null });
    expect(outbox.errors(id)).toEqual([]);
  });

  it('takes back a lead a v3 server left mid-send, which has no lease', () => {
    const id = outbox.accept(testLead(), 0).leadId;
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.exec(UNDO_V8);
    db.exec(`DROP INDEX leads_delivered; DROP INDEX leads_status_created; ALTER TABLE leads DROP COLUMN held_told_at;
      DROP TABLE lead_files; UPDATE leads SET status = 'sending', attempts = 1;
      ALTER TABLE leads DROP COLUMN claimed_by; ALTER TABLE leads DROP COLUMN lease_until;`);
    db.pragma('user_version = 3');
    db.close();
    outbox = openOutbox(dir);
    expect(outbox.recoverInterrupted(10)).toBe(1);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: 10 });
  });

  it('upgrades a v7 database keeping its leads and files; files of leads delivered before count as mailed', () => {
    const file = { position: 1, mime: 'image/jpeg' as const, size: 3, sha256: 'abc', originalName: null, bytes: Buffer.from('abc') };
    const sent = outbox.accept(testLead(), 0, undefined, [file]).leadId;
    const waiting = outbox.accept(testLead(), 0, undefined, [file]).leadId;
    outbox.claimDue(1, 1);
    outbox.markDelivered(sent, '<m>', 2);
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.exec(`${UNDO_V8} ALTER TABLE lead_files DROP COLUMN mailed_at;`);
    db.pragma('user_version = 7');
    db.close();
    outbox = openOutbox(dir);
    expect(outbox.get(sent)).toMatchObject({ status: 'delivered' });
    expect(outbox.files(sent, { bytes: true })).toMatchObject([{ position: 1, mailedAt: 2, bytes: Buffer.from('abc') }]);
    expect(outbox.files(waiting)).toMatchObject([{ position: 1, mailedAt: null }]);
    expect(outbox.uploads(sent)).toEqual([]);
  });

  it('counts leads held before v6 as told, so the owner is not sent a notice of old spam', () => {
    const old = outbox.accept(testLead(), 0, 'honeypot field filled in').leadId;
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.exec(`${UNDO_V8} ALTER TABLE lead_files DROP COLUMN mailed_at;`);
    db.exec('DROP INDEX leads_delivered; DROP INDEX leads_status_created; ALTER TABLE leads DROP COLUMN held_told_at;');
    db.pragma('user_version = 5');
    db.close();
    outbox = openOutbox(dir);
    expect(outbox.held({ limit: 10 }).leads.map((l) => l.leadId)).toEqual([old]);
    expect(outbox.held({ untold: true, limit: 10 })).toEqual({ leads: [], total: 0 });
  });

  it('refuses a database from a newer server', () => {
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openOutbox(dir)).toThrow(/newer than this server knows/);
    outbox = openOutbox(join(dir, 'other')); // for afterEach
  });
});

describe('the Node lines the SQLite driver runs on', () => {
  it('knows the ones that abort it: Node 24.19 to 24.21', () => {
    const aborts = ['v24.19.0', '24.20.0', '24.21.0', '24.21.9'];
    const runs = ['20.19.0', '20.20.2', '22.12.0', '24.18.1', '24.22.0', '24.22.3', '25.0.0', '26.0.0', '26.12.1'];
    expect(aborts.filter((v) => !nodeAbortsSqlite(v))).toEqual([]);
    expect(runs.filter(nodeAbortsSqlite)).toEqual([]);
  });

  it('package.json accepts none of them', () => {
    const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    // Each range is ^major.minor.patch: every later minor of that major is accepted too.
    const accepted = engines.node.split('||').flatMap((range) => {
      const [major, minor] = /^\^(\d+)\.(\d+)\.\d+$/.exec(range.trim())!.slice(1).map(Number);
      return Array.from({ length: 50 - minor! }, (_, i) => `${major}.${minor! + i}.0`);
    });
    expect(accepted).toContain('24.22.0');
    expect(accepted.filter(nodeAbortsSqlite)).toEqual([]);
  });
});
