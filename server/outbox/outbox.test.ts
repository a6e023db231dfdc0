import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { openDatabase, SCHEMA_VERSION } from './db';
import { openOutbox, type Outbox } from './outbox';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: randomUUID(),
  form: 'quote',
  name: "Jane O'Brien",
  email: 'jane@example.net',
  phone: '+16615550123',
  service: 'new-solar',
  message: 'Hello',
  ...overrides,
});

describe('outbox', () => {
  let dir: string;
  let outbox: Outbox;
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

  it('accepts a lead once; the same id returns the original leadId and changes nothing', () => {
    const first = lead();
    const a = outbox.accept(first, 1000);
    expect(a).toMatchObject({ duplicate: false });
    expect(a.leadId).toMatch(/^lead_[0-9a-f]{32}$/);
    const b = outbox.accept({ ...first, message: 'changed' }, 2000);
    expect(b).toEqual({ leadId: a.leadId, duplicate: true, samePayload: false });
    expect(outbox.accept(first, 3000)).toEqual({ leadId: a.leadId, duplicate: true, samePayload: true });
    const stored = outbox.get(a.leadId)!;
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, createdAt: 1000, updatedAt: 1000, clientId: first.id });
    expect(stored.lead).toEqual(first);
    expect(outbox.counts()).toMatchObject({ pending: 1, total: 1 });
  });

  it('claims only due pending leads, oldest first, and each only once', () => {
    const early = outbox.accept(lead(), 100).leadId;
    const late = outbox.accept(lead(), 200).leadId;
    expect(outbox.claimDue(50, 10)).toEqual([]);
    const claimed = outbox.claimDue(300, 10);
    expect(claimed.map((r) => r.leadId)).toEqual([early, late]);
    expect(claimed.every((r) => r.status === 'sending' && r.attempts === 1)).toBe(true);
    expect(outbox.claimDue(300, 10)).toEqual([]);
  });

  it('records retry, delivery and failure, only from sending', () => {
    const id = outbox.accept(lead(), 0).leadId;
    expect(outbox.markDelivered(id, '<x@y>', 1)).toBe(false); // not claimed yet
    outbox.claimDue(0, 1);
    expect(outbox.markRetry(id, 'ESOCKET: refused', 500, 10)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastError: 'ESOCKET: refused', nextAttemptAt: 500 });
    expect(outbox.nextDueAt()).toBe(500);
    expect(outbox.claimDue(499, 1)).toEqual([]);
    outbox.claimDue(500, 1);
    expect(outbox.markDelivered(id, '<lead@x>', 600)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'delivered', messageId: '<lead@x>', deliveredAt: 600, lastError: null, attempts: 2 });
    expect(outbox.nextDueAt()).toBeUndefined();

    const other = outbox.accept(lead(), 0).leadId;
    outbox.claimDue(0, 1);
    expect(outbox.markFailed(other, '550 rejected', 700)).toBe(true);
    expect(outbox.list({ status: 'failed' }).map((r) => r.leadId)).toEqual([other]);
    expect(outbox.counts()).toMatchObject({ delivered: 1, failed: 1, total: 2 });
  });

  it('keeps every failed attempt of a lead after it is delivered, and counts attempts our settings spoiled apart', () => {
    const id = outbox.accept(lead(), 0).leadId;
    const auth = {
      kind: 'configuration',
      code: 'EAUTH',
      responseCode: 535,
      command: 'AUTH PLAIN',
      message: 'EAUTH 535: Invalid login',
    } as const;
    outbox.claimDue(0, 1);
    expect(outbox.markRetry(id, auth, 100, 10)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastErrorKind: 'configuration', configAttempts: 1, attempts: 1 });
    expect(outbox.mailHealth(0)).toMatchObject({ waiting: 1, configBlocked: 1, oldestWaitingAt: 0, errorsSince: { configuration: 1 } });
    outbox.claimDue(100, 1);
    expect(outbox.markRetry(id, 'ESOCKET: refused', 200, 110)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ lastErrorKind: 'temporary', configAttempts: 1, attempts: 2 });
    expect(outbox.mailHealth(0).configBlocked).toBe(0);
    expect(outbox.markRetry(id, auth, 300, 120)).toBe(false); // not sending: no change, no history row
    outbox.claimDue(200, 1);
    outbox.markDelivered(id, '<x@y>', 250);
    expect(outbox.get(id)).toMatchObject({ status: 'delivered', lastError: null, lastErrorKind: null });
    expect(outbox.errors(id)).toEqual([
      { leadId: id, attempt: 1, at: 10, ...auth },
      { leadId: id, attempt: 2, at: 110, kind: 'temporary', code: null, responseCode: null, command: null, message: 'ESOCKET: refused' },
    ]);
    expect(outbox.lastError('configuration')).toMatchObject({ leadId: id, at: 10 });
    expect(outbox.lastError()).toMatchObject({ at: 110 });
    expect(outbox.mailHealth(100)).toMatchObject({
      waiting: 0,
      failed: 0,
      lastDeliveredAt: 250,
      deliveredSince: 1,
      errorsSince: { configuration: 0, temporary: 1 },
    });

    const failed = outbox.accept(lead(), 300).leadId;
    outbox.claimDue(300, 1);
    outbox.markFailed(failed, { ...auth, kind: 'message', code: 'EMESSAGE', responseCode: 552 }, 310);
    expect(outbox.mailHealth(0)).toMatchObject({ failed: 1, waiting: 0 });
    expect(outbox.retryFailed(failed, 400)).toBe(true);
    expect(outbox.get(failed)).toMatchObject({ status: 'pending', attempts: 0, configAttempts: 0 });
    expect(outbox.errors(failed)).toHaveLength(1);
  });

  it('puts leads interrupted mid-send back in line after a restart', () => {
    const id = outbox.accept(lead(), 0).leadId;
    outbox.claimDue(0, 1);
    outbox.close(); // as if the process died here
    outbox = openOutbox(dir);
    expect(outbox.get(id)?.status).toBe('sending');
    expect(outbox.recoverInterrupted(5000)).toBe(1);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', nextAttemptAt: 5000, attempts: 1 });
  });

  it('upgrades a v2 database in place, keeping its leads', () => {
    const id = outbox.accept(lead(), 0).leadId;
    outbox.close();
    const db = new Database(join(dir, 'leads.db'));
    db.exec('DROP TABLE lead_errors; ALTER TABLE leads DROP COLUMN last_error_kind; ALTER TABLE leads DROP COLUMN config_attempts;');
    db.pragma('user_version = 2');
    db.close();
    outbox = openOutbox(dir);
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastErrorKind: null, configAttempts: 0 });
    expect(outbox.errors(id)).toEqual([]);
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
