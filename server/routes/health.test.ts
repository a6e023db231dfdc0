import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../outbox/db';
import { prepareStatements } from '../outbox/sqlite-statements';
import { openSqliteStore } from '../outbox/sqlite-store';
import { startSmtpPeer, unusedPort } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

interface Health {
  status: string;
  reason: string | null;
  reasons: string[];
  uptimeS: number;
  database: { writable: boolean };
  outbox: { pending: number; oldestPendingAgeS: number | null; heldBySettings: number; failed: number; quarantined: number } | null;
  delivery: {
    lastDeliveredAt: string | null;
    lastError: { at: string; leadId: string; kind: string; code: string | null; responseCode: number | null; message: string } | null;
    last24h: { delivered: number; errors: Record<string, number> } | null;
  };
}

describe('GET /healthz', () => {
  let dir: string;
  let server: TestServer | undefined;
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    await server?.close();
    await removeTempDir(dir);
  });
  const health = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${server!.url}/healthz`, { headers });
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Health };
  };

  it('is 200 with an empty backlog on a fresh server, and needs no build', async () => {
    server = await startTestServer({ dataDir: dir });
    const { status, cache, body } = await health();
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.uptimeS).toBeTypeOf('number');
    expect(body).toEqual({
      status: 'ok',
      reason: null,
      reasons: [],
      uptimeS: body.uptimeS,
      database: { writable: true },
      outbox: { pending: 0, oldestPendingAgeS: null, heldBySettings: 0, failed: 0, quarantined: 0 },
      delivery: {
        lastDeliveredAt: null,
        lastError: null,
        last24h: { delivered: 0, errors: { configuration: 0, message: 0, temporary: 0 } },
      },
    });
  });

  it('gives only the status and a reason word to callers from elsewhere; the detail to the token holder', async () => {
    server = await startTestServer({ dataDir: dir, env: { HEALTH_TOKEN: 'a-long-enough-health-token' } });
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await health(proxied)).body).toEqual({ status: 'ok', reason: null });
    expect((await health({ 'x-real-ip': '203.0.113.9' })).body).toEqual({ status: 'ok', reason: null });
    expect((await health({ ...proxied, authorization: 'Bearer a-long-enough-health-tokeN' })).body).toEqual({ status: 'ok', reason: null });
    const detail = await health({ ...proxied, authorization: 'Bearer a-long-enough-health-token' });
    expect(detail.body).toMatchObject({ status: 'ok', database: { writable: true }, outbox: { pending: 0 } });
    const live = await fetch(`${server.url}/livez`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is 503 for a lead waiting longer than ALERT_AFTER_MS, and 200 again once it is delivered', async () => {
    const port = await unusedPort();
    server = await startTestServer({ dataDir: dir, smtpUrl: `smtp://127.0.0.1:${port}`, env: { ALERT_AFTER_MS: '1000' } });
    await server.post(wirePayload());
    expect((await health()).status).toBe(200); // connection refused is temporary: not yet overdue
    const late = await waitFor(async () => {
      const h = await health({ 'x-forwarded-for': '203.0.113.9' });
      return h.status === 503 ? h : undefined;
    });
    expect(late.body).toEqual({ status: 'alert', reason: 'lead-delayed' });
    const peer = await startSmtpPeer({ port });
    try {
      await waitFor(async () => (await health()).status === 200, { what: 'delivery', timeoutMs: 10_000 });
    } finally {
      await peer.stop();
    }
  });

  it('stays 200 while mail is down, and reports the backlog, its age and the last error code', async () => {
    const port = await unusedPort();
    server = await startTestServer({
      dataDir: dir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      env: { DELIVERY_BASE_DELAY_MS: '1000', DELIVERY_MAX_DELAY_MS: '2000' },
    });
    const { leadId } = (await (await server.post(wirePayload())).json()) as { leadId: string };
    await server.post(wirePayload({ website: 'spam' }));
    const down = await waitFor(
      async () => {
        const h = await health();
        return h.body.delivery.lastError ? h : undefined;
      },
      { what: 'a failed attempt' },
    );
    expect(down.status).toBe(200);
    expect(down.body.outbox).toMatchObject({ pending: 1, quarantined: 1, failed: 0, heldBySettings: 0 });
    expect(down.body.outbox?.oldestPendingAgeS).toBeGreaterThanOrEqual(0);
    expect(down.body.delivery.lastError).toMatchObject({ leadId, kind: 'temporary' });
    expect(down.body.delivery.lastError?.code).toMatch(/^E[A-Z]+$/);
    expect(JSON.stringify(down.body)).not.toMatch(/Brien|example\.net/);

    const peer = await startSmtpPeer({ port });
    try {
      const up = await waitFor(
        async () => {
          const h = await health();
          return h.body.outbox?.pending === 0 ? h : undefined;
        },
        { what: 'the backlog to clear', timeoutMs: 10_000 },
      );
      expect(up.body.delivery.lastDeliveredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    } finally {
      await peer.stop();
    }
  });

  it('reads the store once per HEALTH_CACHE_MS however many ask, and each count by an index', async () => {
    const store = openSqliteStore(dir);
    let reads = 0;
    const outbox = { ...store, mailHealth: (since: number) => (reads++, store.mailHealth(since)) };
    let clock = 1_000_000;
    const app = createApp({
      config: {
        staticDir: dir,
        trustProxy: false,
        rateLimit: { max: 10, windowMs: 60_000 },
        spam: { minFillMs: 0 },
        health: { cacheMs: 5000 },
      },
      outbox,
      worker: { wake() {}, status: () => ({ lastDeliveredAt: null, lastError: null }) },
      logger: pino({ level: 'silent' }),
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/healthz`;
    const realNow = Date.now;
    Date.now = () => clock; // the router reads Date.now(): time is ours to move
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(url).then((r) => r.status)));
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(reads).toBe(1); // fifty callers at once: one read
      await fetch(url);
      expect(reads).toBe(1);
      clock += 5000;
      await fetch(url);
      expect(reads).toBe(2);
    } finally {
      Date.now = realNow;
      listener.close();
      await store.close();
    }
    // What it reads is found by index, never by a scan of every lead ever received.
    const db = openDatabase(dir);
    try {
      const sql = (prepareStatements(db).health as unknown as { source: string }).source;
      const plan = db.prepare<[{ since: number }], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all({ since: 0 });
      const leadSteps = plan.map((p) => p.detail).filter((d) => / leads\b/.test(d));
      expect(leadSteps).toHaveLength(7);
      for (const step of leadSteps) expect(step).toMatch(/^SEARCH leads USING (COVERING )?INDEX /);
    } finally {
      db.close();
    }
  });

  it('answers 503 once shutdown has begun, so a load balancer drains this instance', async () => {
    const outbox = openSqliteStore(dir);
    let stopping = false;
    const app = createApp({
      config: { staticDir: dir, trustProxy: false, rateLimit: { max: 10, windowMs: 60_000 }, spam: { minFillMs: 0 } },
      outbox,
      worker: { wake() {}, status: () => ({ lastDeliveredAt: null, lastError: null }) },
      logger: pino({ level: 'silent' }),
      stopping: () => stopping,
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/healthz`;
    try {
      expect((await fetch(url)).status).toBe(200);
      stopping = true;
      const res = await fetch(url);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'stopping', reason: 'shutdown', database: { writable: false }, outbox: null });
      const live = await fetch(url.replace('/healthz', '/livez'));
      expect([live.status, await live.json()]).toEqual([503, { status: 'stopping' }]);
    } finally {
      listener.close();
      await outbox.close();
    }
  });
});
