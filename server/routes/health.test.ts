import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openOutbox } from '../outbox/outbox';
import { startSmtpPeer, unusedPort } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

interface Health {
  status: string;
  uptimeS: number;
  database: { writable: boolean };
  outbox: { pending: number; oldestPendingAgeS: number | null; failed: number; quarantined: number } | null;
  delivery: {
    lastDeliveredAt: string | null;
    lastError: { at: string; leadId: string; code: string | null; responseCode: number | null } | null;
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
  const health = async () => {
    const res = await fetch(`${server!.url}/healthz`);
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
      uptimeS: body.uptimeS,
      database: { writable: true },
      outbox: { pending: 0, oldestPendingAgeS: null, failed: 0, quarantined: 0 },
      delivery: { lastDeliveredAt: null, lastError: null },
    });
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
    expect(down.body.outbox).toMatchObject({ pending: 1, quarantined: 1, failed: 0 });
    expect(down.body.outbox?.oldestPendingAgeS).toBeGreaterThanOrEqual(0);
    expect(down.body.delivery.lastError).toMatchObject({ leadId });
    expect(down.body.delivery.lastError?.code).toMatch(/^E[A-Z]+$/);
    expect(JSON.stringify(down.body)).not.toMatch(/Brien|example\.net|127\.0\.0\.1/);

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

  it('answers 503 once shutdown has begun, so a load balancer drains this instance', async () => {
    const outbox = openOutbox(dir);
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
      expect(await res.json()).toMatchObject({ status: 'stopping', database: { writable: false }, outbox: null });
    } finally {
      listener.close();
      outbox.close();
    }
  });
});
