import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import { sha256 } from '../attachments/prepare';
import type { NewLeadFile } from './record';
import type { LeaseOptions, Outbox } from './store';

export const testLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: randomUUID(),
  form: 'quote',
  name: "Jane O'Brien",
  email: 'jane@example.net',
  phone: '+16615550123',
  service: 'new-solar',
  message: 'Hello',
  ...overrides,
});

/** A file as the route hands it to accept(): `bytes` of any content, hashed. */
export const testFile = (position: number, text = `file ${position}`, mime: NewLeadFile['mime'] = 'application/pdf'): NewLeadFile => {
  const bytes = Buffer.from(`%PDF-1.4 ${text}`);
  return { position, mime, size: bytes.length, sha256: sha256(bytes), originalName: `scan ${position}.pdf`, bytes };
};

export interface SuiteStore {
  /** A new instance (its own lease owner) on the store under test; every call sees the same leads. */
  open(options?: LeaseOptions): Promise<Outbox>;
  /** Drops what the test stored. */
  cleanup(): Promise<void>;
}

/**
 * The outbox contract (server/outbox/store.ts), run against each store: SQLite
 * (server/outbox/outbox.test.ts) and PostgreSQL (server/outbox/pg/pg-outbox.test.ts).
 */
export function outboxSuite(name: string, setup: () => Promise<SuiteStore>): void {
  describe(`outbox contract: ${name}`, () => {
    let store: SuiteStore;
    let outbox: Outbox;
    const opened: Outbox[] = [];
    const open = async (options?: LeaseOptions) => {
      const box = await store.open(options);
      opened.push(box);
      return box;
    };
    beforeEach(async () => {
      store = await setup();
      outbox = await open({ leaseMs: 1000 });
    });
    afterEach(async () => {
      for (const box of opened.splice(0)) await box.close();
      await store.cleanup();
    });

    it('keeps declared files part by part: only at the stored end, within the size; the lead waits for them, late ones follow', async () => {
      const bytes = Buffer.from('%PDF-1.4 a declared file of some length');
      const declared = { size: bytes.length, sha256: sha256(bytes), type: 'application/pdf', name: 'dir/bill.pdf' };
      const lead = testLead({ files: [declared, { ...declared, name: 'second.pdf' }] });
      const accepted = await outbox.accept(lead, 1000, undefined, [], { filesDueAt: 61_000 });
      expect(accepted.uploadToken).toMatch(/^[\w-]{24}$/);
      expect(await outbox.accept(lead, 2000)).toMatchObject({ duplicate: true, uploadToken: accepted.uploadToken });
      const { leadId } = accepted;
      expect(await outbox.nextDueAt()).toBe(61_000); // the email waits for its files
      expect(await outbox.uploadTarget(lead.id, 1)).toMatchObject({ leadId, form: 'quote', received: 0, originalName: 'bill.pdf' });
      expect(await outbox.uploadTarget(lead.id, 3)).toBeUndefined();
      expect(await outbox.storePart(leadId, 1, 0, bytes.subarray(0, 10), 1100)).toEqual({ stored: true, received: 10 });
      expect(await outbox.storePart(leadId, 1, 0, bytes.subarray(0, 10), 1200)).toEqual({ stored: false, received: 10 }); // repeated
      expect(await outbox.storePart(leadId, 1, 20, bytes.subarray(20), 1200)).toEqual({ stored: false, received: 10 }); // ahead
      expect(await outbox.storePart(leadId, 1, 10, Buffer.alloc(bytes.length), 1200)).toEqual({ stored: false, received: 10 }); // too long
      expect(await outbox.storePart(leadId, 1, 10, bytes.subarray(10), 1300)).toEqual({ stored: true, received: bytes.length });
      expect(await outbox.partBytes(leadId, 1)).toEqual(bytes);
      const file = {
        position: 1,
        mime: 'application/pdf' as const,
        size: bytes.length,
        sha256: sha256(bytes),
        originalName: 'bill.pdf',
        bytes,
      };
      expect(await outbox.finishUpload(leadId, 1, { file }, 1400, 5000)).toEqual({ due: false }); // file 2 still arriving
      expect(await outbox.finishUpload(leadId, 1, { file }, 1450, 5000)).toEqual({ due: false }); // a repeat changes nothing
      expect((await outbox.partBytes(leadId, 1)).length).toBe(0);
      expect(await outbox.finishUpload(leadId, 2, { refused: 'File 2 is damaged.' }, 1500, 5000)).toEqual({ due: true });
      expect(await outbox.nextDueAt()).toBe(1500); // every file settled: the lead goes now
      expect((await outbox.uploads(leadId)).map((u) => [u.position, u.state, u.reason])).toEqual([
        [1, 'complete', null],
        [2, 'refused', 'File 2 is damaged.'],
      ]);
      const [claimed] = await outbox.claimDue(1600, 1);
      expect(claimed?.leadId).toBe(leadId);
      expect(await outbox.markDelivered(leadId, '<m>', 1700, [1])).toBe(true);
      expect(await outbox.files(leadId)).toMatchObject([{ position: 1, mailedAt: 1700 }]);
      expect(await outbox.claimFollowUp(1800)).toBeUndefined();

      // A lead mailed before its file came: the file is due in a follow-up, under a lease.
      const late = testLead({ files: [declared] });
      const second = await outbox.accept(late, 2000, undefined, [], { filesDueAt: 3000 });
      await outbox.claimDue(3000, 1);
      await outbox.markDelivered(second.leadId, '<n>', 3100, []);
      await outbox.storePart(second.leadId, 1, 0, bytes, 3200);
      expect(await outbox.finishUpload(second.leadId, 1, { file }, 3300, 5000)).toEqual({ due: true });
      const other = await open();
      const follow = await outbox.claimFollowUp(3400);
      expect(follow).toMatchObject({ leadId: second.leadId, status: 'delivered', followUpAttempts: 1 });
      expect(await other.claimFollowUp(3400)).toBeUndefined(); // leased
      expect(await outbox.files(second.leadId, { unmailed: true })).toHaveLength(1);
      expect(await outbox.finishFollowUp(second.leadId, [], 3500, 9000)).toBe(true); // failed: again at 9000
      expect(await outbox.nextDueAt()).toBe(9000);
      expect(await other.claimFollowUp(9000)).toMatchObject({ followUpAttempts: 2 });
      expect(await other.finishFollowUp(second.leadId, [1], 9100)).toBe(true);
      expect(await outbox.files(second.leadId, { unmailed: true })).toEqual([]);
      expect(await outbox.nextDueAt()).toBeUndefined();
      expect(await outbox.get(second.leadId)).toMatchObject({ status: 'delivered', deliveredAt: 3100 });
    });

    it('accepts a lead once; the same id returns the original leadId and changes nothing', async () => {
      const first = testLead();
      const a = await outbox.accept(first, 1000);
      expect(a).toMatchObject({ duplicate: false });
      expect(a.leadId).toMatch(/^lead_[0-9a-f]{32}$/);
      const b = await outbox.accept({ ...first, message: 'changed' }, 2000);
      expect(b).toEqual({ leadId: a.leadId, duplicate: true, samePayload: false });
      expect(await outbox.accept(first, 3000)).toEqual({ leadId: a.leadId, duplicate: true, samePayload: true });
      const stored = (await outbox.get(a.leadId))!;
      expect(stored).toMatchObject({ status: 'pending', attempts: 0, createdAt: 1000, updatedAt: 1000, clientId: first.id });
      expect(stored.lead).toEqual(first);
      expect(await outbox.get(first.id)).toMatchObject({ leadId: a.leadId }); // by client id too
      expect(await outbox.knows(first.id)).toBe(true);
      expect(await outbox.knows(randomUUID())).toBe(false);
      expect(await outbox.counts()).toMatchObject({ pending: 1, total: 1 });
    });

    it('stores a lead and its files in one commit; a replay stores nothing new; bytes only when asked for', async () => {
      const lead = testLead();
      // Bytes of every value, not just text: a driver that decodes them as a string would spoil them.
      const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const files = [
        testFile(1),
        { ...testFile(2, 'second', 'image/jpeg'), originalName: null, bytes: binary, size: 256, sha256: sha256(binary) },
      ];
      const { leadId, duplicate } = await outbox.accept(lead, 1000, undefined, files);
      expect(duplicate).toBe(false);
      const listed = await outbox.files(leadId);
      expect(listed).toEqual(files.map(({ bytes: _bytes, ...f }) => ({ ...f, leadId, mailedAt: null })));
      const read = await outbox.files(leadId, { bytes: true });
      expect(read.map((f) => f.bytes)).toEqual(files.map((f) => f.bytes));
      expect(read.map(({ bytes: _bytes, ...f }) => f)).toEqual(listed); // the same facts, whichever way they were read
      expect(await outbox.accept(lead, 2000, undefined, files)).toEqual({ leadId, duplicate: true, samePayload: true });
      // Other files under the same id: the first upload is kept, and the caller is told.
      expect(await outbox.accept(lead, 3000, undefined, [testFile(1, 'other')])).toEqual({ leadId, duplicate: true, samePayload: false });
      expect(await outbox.accept(lead, 3000)).toMatchObject({ leadId, samePayload: false });
      expect(await outbox.files(leadId)).toHaveLength(2);
      expect(await outbox.files('lead_none')).toEqual([]);
    });

    it('stores nothing at all when a file cannot be stored: the lead and its files commit together', async () => {
      const lead = testLead();
      // Two files at one position break the primary key after the lead row was written.
      await expect(outbox.accept(lead, 1000, undefined, [testFile(1), testFile(1)])).rejects.toThrow();
      expect(await outbox.knows(lead.id)).toBe(false);
      expect((await outbox.counts()).total).toBe(0);
      // The same id then goes through once, as a browser retry would.
      const { leadId } = await outbox.accept(lead, 2000, undefined, [testFile(1)]);
      expect(await outbox.files(leadId)).toHaveLength(1);
    });

    it('stores one lead and one set of files when two instances get the same upload at once', async () => {
      const other = await open();
      const lead = testLead();
      const files = [testFile(1), testFile(2)];
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? outbox : other).accept(lead, 1000, undefined, files)));
      expect(new Set(answers.map((a) => a.leadId)).size).toBe(1);
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect(answers.every((a) => a.samePayload)).toBe(true);
      expect(await outbox.files(answers[0]!.leadId)).toHaveLength(2);
      expect((await outbox.counts()).total).toBe(1);
    });

    it('stores one row when two instances get the same lead at once, and both answer with its id', async () => {
      const other = await open();
      const lead = testLead();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? outbox : other).accept(lead, 1000)));
      expect(new Set(answers.map((a) => a.leadId)).size).toBe(1);
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect((await outbox.counts()).total).toBe(1);
    });

    it('claims only due pending leads, oldest first, and each only once', async () => {
      const early = (await outbox.accept(testLead(), 100)).leadId;
      const late = (await outbox.accept(testLead(), 200)).leadId;
      expect(await outbox.claimDue(50, 10)).toEqual([]);
      const claimed = await outbox.claimDue(300, 10);
      expect(claimed.map((r) => r.leadId)).toEqual([early, late]);
      expect(claimed.every((r) => r.status === 'sending' && r.attempts === 1)).toBe(true);
      expect(claimed[0]).toMatchObject({ claimedBy: outbox.lease.owner, leaseUntil: 300 + outbox.lease.ms });
      expect(await outbox.claimDue(300, 10)).toEqual([]);
    });

    it('never gives one lead to two instances claiming at the same time', async () => {
      const other = await open();
      const ids = new Set<string>();
      for (let i = 0; i < 60; i++) ids.add((await outbox.accept(testLead(), i)).leadId);
      const claims: string[] = [];
      const worker = async (box: Outbox) => {
        for (;;) {
          const batch = await box.claimDue(1000, 1 + Math.floor(Math.random() * 3));
          if (batch.length === 0) return;
          claims.push(...batch.map((r) => r.leadId));
        }
      };
      await Promise.all([worker(outbox), worker(other), worker(outbox), worker(other)]);
      expect(claims).toHaveLength(60);
      expect(new Set(claims)).toEqual(ids);
    });

    it('records retry, delivery and failure, only from sending', async () => {
      const id = (await outbox.accept(testLead(), 0)).leadId;
      expect(await outbox.markDelivered(id, '<x@y>', 1)).toBe(false); // not claimed yet
      await outbox.claimDue(0, 1);
      expect(await outbox.markRetry(id, 'ESOCKET: refused', 500, 10)).toBe(true);
      expect(await outbox.get(id)).toMatchObject({
        status: 'pending',
        lastError: 'ESOCKET: refused',
        nextAttemptAt: 500,
        leaseUntil: null,
      });
      expect(await outbox.nextDueAt()).toBe(500);
      expect(await outbox.claimDue(499, 1)).toEqual([]);
      await outbox.claimDue(500, 1);
      expect(await outbox.markDelivered(id, '<lead@x>', 600)).toBe(true);
      expect(await outbox.get(id)).toMatchObject({
        status: 'delivered',
        messageId: '<lead@x>',
        deliveredAt: 600,
        lastError: null,
        attempts: 2,
      });
      expect(await outbox.nextDueAt()).toBeUndefined();

      const other = (await outbox.accept(testLead(), 0)).leadId;
      await outbox.claimDue(0, 1);
      expect(await outbox.markFailed(other, '550 rejected', 700)).toBe(true);
      expect((await outbox.list({ status: 'failed' })).map((r) => r.leadId)).toEqual([other]);
      expect(await outbox.counts()).toMatchObject({ delivered: 1, failed: 1, total: 2 });
    });

    it('keeps every failed attempt of a lead after it is delivered, and counts attempts our settings spoiled apart', async () => {
      const id = (await outbox.accept(testLead(), 0)).leadId;
      const auth = {
        kind: 'configuration',
        code: 'EAUTH',
        responseCode: 535,
        command: 'AUTH PLAIN',
        message: 'EAUTH 535: Invalid login',
      } as const;
      await outbox.claimDue(0, 1);
      expect(await outbox.markRetry(id, auth, 100, 10)).toBe(true);
      expect(await outbox.get(id)).toMatchObject({ status: 'pending', lastErrorKind: 'configuration', configAttempts: 1, attempts: 1 });
      expect(await outbox.mailHealth(0)).toMatchObject({
        waiting: 1,
        configBlocked: 1,
        oldestWaitingAt: 0,
        errorsSince: { configuration: 1 },
      });
      await outbox.claimDue(100, 1);
      expect(await outbox.markRetry(id, 'ESOCKET: refused', 200, 110)).toBe(true);
      expect(await outbox.get(id)).toMatchObject({ lastErrorKind: 'temporary', configAttempts: 1, attempts: 2 });
      expect((await outbox.mailHealth(0)).configBlocked).toBe(0);
      expect(await outbox.markRetry(id, auth, 300, 120)).toBe(false); // not sending: no change, no history row
      await outbox.claimDue(200, 1);
      await outbox.markDelivered(id, '<x@y>', 250);
      expect(await outbox.get(id)).toMatchObject({ status: 'delivered', lastError: null, lastErrorKind: null });
      expect(await outbox.errors(id)).toEqual([
        { leadId: id, attempt: 1, at: 10, ...auth },
        { leadId: id, attempt: 2, at: 110, kind: 'temporary', code: null, responseCode: null, command: null, message: 'ESOCKET: refused' },
      ]);
      expect(await outbox.lastError('configuration')).toMatchObject({ leadId: id, at: 10 });
      expect(await outbox.lastError()).toMatchObject({ at: 110 });
      expect(await outbox.mailHealth(100)).toMatchObject({
        waiting: 0,
        failed: 0,
        lastDeliveredAt: 250,
        deliveredSince: 1,
        errorsSince: { configuration: 0, temporary: 1 },
      });

      const failed = (await outbox.accept(testLead(), 300)).leadId;
      await outbox.claimDue(300, 1);
      await outbox.markFailed(failed, { ...auth, kind: 'message', code: 'EMESSAGE', responseCode: 552 }, 310);
      expect(await outbox.mailHealth(0)).toMatchObject({ failed: 1, waiting: 0 });
      expect(await outbox.retryFailed(failed, 400)).toBe(true);
      expect(await outbox.retryFailed(failed, 400)).toBe(false);
      expect(await outbox.get(failed)).toMatchObject({ status: 'pending', attempts: 0, configAttempts: 0 });
      expect(await outbox.errors(failed)).toHaveLength(1);
    });

    it('leaves a lead another instance is sending alone until its lease runs out unrenewed', async () => {
      const other = await open({ leaseMs: 1000 });
      const id = (await outbox.accept(testLead(), 0)).leadId;
      await outbox.claimDue(0, 1); // lease until 1000
      expect(await outbox.nextDueAt()).toBe(1000); // a worker wakes when the lease could run out
      expect(await other.recoverInterrupted(999)).toBe(0);
      expect(await other.claimDue(999, 5)).toEqual([]);
      expect(await other.markDelivered(id, '<x@y>', 999)).toBe(false); // not its lead
      expect(await other.markRetry(id, 'nope', 999, 999)).toBe(false);
      expect(await other.renewLease(id, 999)).toBe(false);
      expect(await outbox.renewLease(id, 900)).toBe(true); // lease until 1900
      expect(await other.recoverInterrupted(1500)).toBe(0);
      expect(await other.recoverInterrupted(1900)).toBe(1);
      expect(await outbox.get(id)).toMatchObject({ status: 'pending', nextAttemptAt: 1900, attempts: 1, leaseUntil: null });
      // The first instance lost it: its late report changes nothing; the lead is the other's now.
      const [taken] = await other.claimDue(1900, 1);
      expect(taken).toMatchObject({ leadId: id, attempts: 2, claimedBy: other.lease.owner });
      expect(await outbox.markDelivered(id, '<x@y>', 2000)).toBe(false);
      expect(await other.markDelivered(id, '<x@y>', 2000)).toBe(true);
      expect(await outbox.errors(id)).toEqual([]);
    });

    it('after a crash, a new instance takes the interrupted lead back once its lease has run out', async () => {
      const id = (await outbox.accept(testLead(), 0)).leadId;
      await outbox.claimDue(0, 1);
      await outbox.close(); // as if the process died here
      outbox = await open({ leaseMs: 1000 });
      expect((await outbox.get(id))?.status).toBe('sending');
      expect(await outbox.recoverInterrupted(500)).toBe(0);
      expect(await outbox.recoverInterrupted(5000)).toBe(1);
      expect(await outbox.get(id)).toMatchObject({ status: 'pending', nextAttemptAt: 5000, attempts: 1 });
    });

    it('releases only quarantined leads and retries only failed ones; reports the backlog; lists and exports every lead', async () => {
      const held = (await outbox.accept(testLead(), 10, 'honeypot field filled in')).leadId;
      const waiting = (await outbox.accept(testLead(), 20)).leadId;
      expect(await outbox.backlog()).toEqual({ count: 1, oldestCreatedAt: 20 });
      expect(await outbox.claimDue(100, 5)).toMatchObject([{ leadId: waiting }]); // never the quarantined one
      expect(await outbox.release(waiting, 200)).toBe(false);
      expect(await outbox.retryFailed(held, 200)).toBe(false);
      expect(await outbox.release(held, 200)).toBe(true);
      expect(await outbox.get(held)).toMatchObject({ status: 'pending', nextAttemptAt: 200, quarantineReason: 'honeypot field filled in' });
      expect(await outbox.backlog()).toEqual({ count: 2, oldestCreatedAt: 10 });
      await outbox.probeWrite(300);
      const more = [];
      for (let i = 0; i < 520; i++) more.push((await outbox.accept(testLead(), 1000 + i)).leadId);
      const all = [];
      for await (const record of outbox.all()) all.push(record.leadId);
      expect(all).toEqual([held, waiting, ...more]); // oldest first, across pages
      expect((await outbox.list({ limit: 2 })).map((r) => r.leadId)).toEqual(more.slice(-2).reverse());
      expect(await outbox.list({ status: 'sending' })).toMatchObject([{ leadId: waiting }]);
    });

    it('lists held leads for the owner, newest first, without their text, and each in one notice only', async () => {
      const older = (await outbox.accept(testLead(), 100, 'honeypot field filled in')).leadId;
      const newer = (await outbox.accept(testLead(), 200, 'no fill time: not sent from one of our forms')).leadId;
      await outbox.accept(testLead(), 150); // pending: never listed
      expect(await outbox.held({ untold: true, limit: 1 })).toEqual({
        leads: [{ leadId: newer, form: 'quote', createdAt: 200, reason: 'no fill time: not sent from one of our forms' }],
        total: 2,
      });
      expect(await outbox.markHeldTold(200, 300)).toBe(2);
      expect(await outbox.held({ untold: true, limit: 10 })).toEqual({ leads: [], total: 0 });
      const later = (await outbox.accept(testLead(), 400, 'honeypot field filled in')).leadId;
      expect((await outbox.held({ untold: true, limit: 10 })).leads.map((l) => l.leadId)).toEqual([later]);
      // The digest lists them by age, told or not; a released lead is no longer held.
      expect(await outbox.release(older, 500)).toBe(true);
      expect(await outbox.held({ since: 150, limit: 10 })).toEqual({
        leads: [expect.objectContaining({ leadId: later }), expect.objectContaining({ leadId: newer })],
        total: 2,
      });
    });

    it('rejects, rather than pretends, once the store is closed', async () => {
      await outbox.close();
      await expect(outbox.accept(testLead())).rejects.toThrow();
      await expect(outbox.probeWrite()).rejects.toThrow();
      outbox = await open();
    });
  });
}
