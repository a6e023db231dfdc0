import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailTransport } from '../mail/transport';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { waitFor } from '../test-support/wait';
import { openSqliteStore } from './sqlite-store';
import type { Outbox } from './store';
import { createWorker } from './worker';

const config = {
  mailFrom: 'website@sunfield.example.com',
  mailTo: 'office@sunfield.example.com',
  delivery: { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 5, pollMs: 60_000 },
};
const logger = pino({ level: 'silent' });
const lead = () => ({
  id: randomUUID(),
  form: 'quote' as const,
  name: 'Jo',
  email: 'jo@example.net',
  phone: '+16615550123',
  service: 'other',
  message: 'Hi',
});

/** A transport whose sends finish when the test says so; it records how many ran at once. */
function controlledTransport() {
  const pending: (() => void)[] = [];
  const stats = { sent: [] as string[], active: 0, maxActive: 0 };
  const transport: MailTransport = {
    description: 'test',
    async send(leadId) {
      stats.active++;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      await new Promise<void>((resolve) => pending.push(resolve));
      stats.active--;
      stats.sent.push(leadId);
      return { messageId: `<${leadId}@test>`, response: '250 ok' };
    },
    close() {},
  };
  const releaseAll = () => pending.splice(0).forEach((resolve) => resolve());
  return { transport, stats, pending, releaseAll };
}

describe('delivery worker', () => {
  let dir: string;
  let outbox: Outbox;
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openSqliteStore(dir);
  });
  afterEach(async () => {
    await outbox.close();
    await removeTempDir(dir);
  });

  it('sends one lead at a time however often it is woken', async () => {
    const { transport, stats, pending, releaseAll } = controlledTransport();
    const worker = createWorker({ outbox, transport, config, logger });
    worker.start();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await outbox.accept(lead())).leadId);
      worker.wake();
      worker.wake();
    }
    while (stats.sent.length < ids.length) {
      await waitFor(() => pending.length > 0);
      releaseAll();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stats.maxActive).toBe(1);
    expect([...stats.sent].sort()).toEqual([...ids].sort());
    await waitFor(async () => (await outbox.counts()).delivered === 4);
    await worker.stop();
  });

  it('stop() waits for the send in flight, records it, and sends nothing more', async () => {
    const { transport, stats, pending, releaseAll } = controlledTransport();
    const worker = createWorker({ outbox, transport, config, logger });
    const first = (await outbox.accept(lead())).leadId;
    const second = (await outbox.accept(lead())).leadId;
    worker.start();
    await waitFor(() => pending.length === 1);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    releaseAll();
    await stopping;
    expect((await outbox.get(first))?.status).toBe('delivered');
    expect((await outbox.get(second))?.status).toBe('pending');
    worker.wake();
    expect(stats.active).toBe(0);
  });

  it('wakes itself for a retry that falls due', async () => {
    let calls = 0;
    const transport: MailTransport = {
      description: 'flaky',
      send(leadId) {
        if (++calls === 1) return Promise.reject(Object.assign(new Error('try later'), { responseCode: 451 }));
        return Promise.resolve({ messageId: `<${leadId}@test>`, response: '250 ok' });
      },
      close() {},
    };
    const worker = createWorker({ outbox, transport, config, logger });
    const { leadId } = await outbox.accept(lead());
    worker.start();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'delivered');
    expect(await outbox.get(leadId)).toMatchObject({ attempts: 2, messageId: `<${leadId}@test>` });
    await worker.stop();
  });
});

describe('delivery worker and the kinds of failure', () => {
  let dir: string;
  let outbox: Outbox;
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openSqliteStore(dir);
  });
  afterEach(async () => {
    await outbox.close();
    await removeTempDir(dir);
  });

  /** A transport that fails with `errors` in turn, then delivers. */
  const scripted = (errors: Error[]) => {
    const transport: MailTransport = {
      description: 'scripted',
      send(leadId) {
        const error = errors.shift();
        return error ? Promise.reject(error) : Promise.resolve({ messageId: `<${leadId}@test>`, response: '250 ok' });
      },
      close() {},
    };
    return transport;
  };
  const auth535 = () => Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' });
  const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET', command: 'CONN' });

  it('keeps retrying a lead our settings spoil, past DELIVERY_MAX_ATTEMPTS, and never marks it failed', async () => {
    // maxAttempts 5: eight login refusals, then four refused connections still leave budget.
    const transport = scripted([...Array.from({ length: 8 }, auth535), ...Array.from({ length: 4 }, refused)]);
    let attempts = 0;
    const worker = createWorker({ outbox, transport, config, logger, onAttempt: () => attempts++ });
    const { leadId } = await outbox.accept(lead());
    worker.start();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'delivered', { what: 'delivery after 12 refusals' });
    await worker.stop();
    expect(await outbox.get(leadId)).toMatchObject({ attempts: 13, configAttempts: 8 });
    expect((await outbox.errors(leadId)).map((e) => e.kind)).toEqual([
      ...Array<string>(8).fill('configuration'),
      ...Array<string>(4).fill('temporary'),
    ]);
    expect((await outbox.errors(leadId))[0]).toMatchObject({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', attempt: 1 });
    expect(attempts).toBe(13);
  });

  it('marks only the refused message failed, at once', async () => {
    const tooBig = Object.assign(new Error('Message failed: 552 5.3.4 too big'), {
      code: 'EMESSAGE',
      responseCode: 552,
      command: 'DATA',
      response: '552 5.3.4 too big',
    });
    const worker = createWorker({ outbox, transport: scripted([tooBig]), config, logger });
    const big = (await outbox.accept(lead())).leadId;
    const next = (await outbox.accept(lead())).leadId;
    worker.start();
    await waitFor(async () => (await outbox.get(next))?.status === 'delivered');
    await worker.stop();
    expect(await outbox.get(big)).toMatchObject({ status: 'failed', attempts: 1, lastErrorKind: 'message' });
  });

  it('still gives up after DELIVERY_MAX_ATTEMPTS temporary failures', async () => {
    const worker = createWorker({ outbox, transport: scripted(Array.from({ length: 10 }, refused)), config, logger });
    const { leadId } = await outbox.accept(lead());
    worker.start();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'failed');
    await worker.stop();
    expect(await outbox.get(leadId)).toMatchObject({ attempts: 5, lastErrorKind: 'temporary' });
  });
});

describe('delivery worker and leases (docs/decisions/014-postgresql.md)', () => {
  let dir: string;
  const boxes: Outbox[] = [];
  const open = (leaseMs: number) => {
    const box = openSqliteStore(dir, { leaseMs });
    boxes.push(box);
    return box;
  };
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    for (const box of boxes.splice(0)) await box.close();
    await removeTempDir(dir);
  });

  it('keeps renewing its lease through a send longer than the lease, so no other instance takes the lead', async () => {
    // Renewed every third of the lease: 900 ms leaves 600 ms for a late timer on a busy shared
    // machine (at 300 ms, a 200 ms stall with other test files running let the other instance in).
    const outbox = open(900);
    const other = open(900);
    const { transport, stats, pending, releaseAll } = controlledTransport();
    const worker = createWorker({ outbox, transport, config, logger });
    const { leadId } = await outbox.accept(lead());
    worker.start();
    await waitFor(() => pending.length === 1);
    const until = Date.now() + 3600; // four lease lengths
    while (Date.now() < until) {
      expect(await other.recoverInterrupted(Date.now())).toBe(0);
      expect(await other.claimDue(Date.now(), 5)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    releaseAll();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'delivered');
    await worker.stop();
    expect(await outbox.get(leadId)).toMatchObject({ attempts: 1, claimedBy: outbox.lease.owner });
    expect(stats.sent).toEqual([leadId]);
  });

  it('takes over a lead another instance left mid-send as soon as its lease runs out', async () => {
    const crashed = open(400);
    const outbox = open(400);
    const { leadId } = await crashed.accept(lead());
    await crashed.claimDue(Date.now(), 1); // and then that process died
    const sent: string[] = [];
    const transport: MailTransport = {
      description: 'test',
      send: (id) => (sent.push(id), Promise.resolve({ messageId: `<${id}@test>`, response: '250 ok' })),
      close() {},
    };
    // pollMs is a minute: only the lease's end can wake this worker in time.
    const worker = createWorker({ outbox, transport, config, logger });
    const started = Date.now();
    worker.start();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'delivered', { timeoutMs: 3000 });
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sent).toEqual([leadId]);
    expect(await outbox.get(leadId)).toMatchObject({ attempts: 2, claimedBy: outbox.lease.owner });
  });

  it('keeps trying to record a delivery while the database refuses, and sends the lead only once', async () => {
    const outbox = open(1000);
    let refusals = 2;
    const flaky: Outbox = {
      ...outbox,
      markDelivered: (...args) => (refusals-- > 0 ? Promise.reject(new Error('connection terminated')) : outbox.markDelivered(...args)),
    };
    const sent: string[] = [];
    const transport: MailTransport = {
      description: 'test',
      send: (id) => (sent.push(id), Promise.resolve({ messageId: `<${id}@test>`, response: '250 ok' })),
      close() {},
    };
    const logs: Record<string, unknown>[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    const worker = createWorker({ outbox: flaky, transport, config, logger: log });
    const { leadId } = await outbox.accept(lead());
    worker.start();
    await waitFor(async () => (await outbox.get(leadId))?.status === 'delivered');
    await worker.stop();
    expect(sent).toEqual([leadId]);
    expect(logs.filter((l) => l.msg === 'lead delivered but the database did not take the record; retrying')).toHaveLength(2);
  });
});
