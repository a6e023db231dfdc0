import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailTransport } from '../mail/transport';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { waitFor } from '../test-support/wait';
import { openOutbox, type Outbox } from './outbox';
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
    outbox = openOutbox(dir);
  });
  afterEach(async () => {
    outbox.close();
    await removeTempDir(dir);
  });

  it('sends one lead at a time however often it is woken', async () => {
    const { transport, stats, pending, releaseAll } = controlledTransport();
    const worker = createWorker({ outbox, transport, config, logger });
    worker.start();
    const ids = Array.from({ length: 4 }, () => {
      const { leadId } = outbox.accept(lead());
      worker.wake();
      worker.wake();
      return leadId;
    });
    while (stats.sent.length < ids.length) {
      await waitFor(() => pending.length > 0);
      releaseAll();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stats.maxActive).toBe(1);
    expect([...stats.sent].sort()).toEqual([...ids].sort());
    await waitFor(() => outbox.counts().delivered === 4);
    await worker.stop();
  });

  it('stop() waits for the send in flight, records it, and sends nothing more', async () => {
    const { transport, stats, pending, releaseAll } = controlledTransport();
    const worker = createWorker({ outbox, transport, config, logger });
    const first = outbox.accept(lead()).leadId;
    const second = outbox.accept(lead()).leadId;
    worker.start();
    await waitFor(() => pending.length === 1);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    releaseAll();
    await stopping;
    expect(outbox.get(first)?.status).toBe('delivered');
    expect(outbox.get(second)?.status).toBe('pending');
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
    const { leadId } = outbox.accept(lead());
    worker.start();
    await waitFor(() => outbox.get(leadId)?.status === 'delivered');
    expect(outbox.get(leadId)).toMatchObject({ attempts: 2, messageId: `<${leadId}@test>` });
    await worker.stop();
  });
});

describe('delivery worker and the kinds of failure', () => {
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
    const { leadId } = outbox.accept(lead());
    worker.start();
    await waitFor(() => outbox.get(leadId)?.status === 'delivered', { what: 'delivery after 12 refusals' });
    await worker.stop();
    expect(outbox.get(leadId)).toMatchObject({ attempts: 13, configAttempts: 8 });
    expect(outbox.errors(leadId).map((e) => e.kind)).toEqual([
      ...Array<string>(8).fill('configuration'),
      ...Array<string>(4).fill('temporary'),
    ]);
    expect(outbox.errors(leadId)[0]).toMatchObject({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', attempt: 1 });
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
    const big = outbox.accept(lead()).leadId;
    const next = outbox.accept(lead()).leadId;
    worker.start();
    await waitFor(() => outbox.get(next)?.status === 'delivered');
    await worker.stop();
    expect(outbox.get(big)).toMatchObject({ status: 'failed', attempts: 1, lastErrorKind: 'message' });
  });

  it('still gives up after DELIVERY_MAX_ATTEMPTS temporary failures', async () => {
    const worker = createWorker({ outbox, transport: scripted(Array.from({ length: 10 }, refused)), config, logger });
    const { leadId } = outbox.accept(lead());
    worker.start();
    await waitFor(() => outbox.get(leadId)?.status === 'failed');
    await worker.stop();
    expect(outbox.get(leadId)).toMatchObject({ attempts: 5, lastErrorKind: 'temporary' });
  });
});
