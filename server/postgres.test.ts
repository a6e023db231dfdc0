import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from './outbox/store';
import { RATE_LIMITED_MESSAGE } from './security/rate-limit';
import { postgresAvailable, startPostgres, type PgServer } from './test-support/postgres';
import { startSmtpPeer } from './test-support/smtp-peer';
import { createTempDir, removeTempDir } from './test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from './test-support/test-server';
import { waitFor } from './test-support/wait';

/** The server on PostgreSQL (DATABASE_URL): shared counters, and a database that goes away. */
describe.runIf(postgresAvailable('server on PostgreSQL'))('the server on PostgreSQL', () => {
  let pg: PgServer;
  const cleanups: (() => unknown)[] = [];
  const later = <T>(value: T, cleanup: (value: T) => unknown) => (cleanups.push(() => cleanup(value)), value);
  beforeAll(async () => {
    pg = await startPostgres({ own: true }); // halted and resumed below
  });
  afterAll(() => pg?.stop());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server on its own temp DATA_DIR (as on its own machine) and the shared database. */
  const server = async (databaseUrl: string, env: Record<string, string> = {}, smtpUrl?: string) => {
    const dir = later(await createTempDir(), removeTempDir);
    return later(await startTestServer({ dataDir: dir, databaseUrl, smtpUrl, env }), (s: TestServer) => s.close());
  };
  const leadIdOf = async (res: Response) => ((await res.json()) as { leadId: string }).leadId;

  it('counts a client across instances, new leads and replays of stored ones apart', async () => {
    const url = await pg.createDatabase();
    const env = { RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_MS: '600000' };
    const [a, b] = [await server(url, env), await server(url, env)];
    const stored = [wirePayload(), wirePayload(), wirePayload()];
    const ids = [await leadIdOf(await a.post(stored[0])), await leadIdOf(await b.post(stored[1])), await leadIdOf(await a.post(stored[2]))];
    for (let i = 0; i < 3; i++) expect((await b.post(wirePayload())).status).toBe(200);
    const refused = await b.post(wirePayload());
    expect(refused.status).toBe(429); // the seventh new lead, on the other instance
    expect(await refused.json()).toEqual({ success: false, message: RATE_LIMITED_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    // Replays land on either instance: the same answer, not counted as new leads, nothing stored
    // twice; they have a bucket of their own, shared by the instances like the other.
    for (const [i, lead] of stored.entries()) {
      for (const instance of [a, b]) {
        const res = await instance.post(lead, { headers: { 'Idempotency-Key': lead.id } });
        expect(res.status).toBe(200);
        expect(await leadIdOf(res)).toBe(ids[i]);
      }
    }
    expect((await a.post(stored[0]!, { headers: { 'Idempotency-Key': stored[0]!.id } })).status).toBe(429);
    const box = later(await inspectStore({ dataDir: '', databaseUrl: url }), (o: Outbox) => o.close());
    expect((await box.counts()).total).toBe(6);
  });

  it('answers 503 while the database is away, keeps running, and delivers every lead once it is back', async () => {
    const url = await pg.createDatabase();
    const peer = later(await startSmtpPeer(), (p) => p.stop());
    const app = await server(url, {}, peer.url);
    const before = wirePayload();
    expect((await app.post(before)).status).toBe(200);
    await waitFor(() => peer.received.length === 1, { what: 'the first lead delivered' });

    await pg.halt();
    let resumed = false;
    try {
      const during = wirePayload();
      const refused = await app.post(during);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(await refused.json()).toEqual({ success: false, message: 'An unexpected error occurred. Please try again later.' });
      const live = await fetch(`${app.url}/livez`);
      expect([live.status, await live.json()]).toEqual([503, { status: 'unavailable' }]);
      expect(app.logs.some((l) => l.msg === 'lead not stored: the database refused the write')).toBe(true);

      await pg.resume();
      resumed = true;
      // The browser's outbox sends the same lead again: now it is stored, and mailed once.
      await waitFor(async () => (await app.post(during)).status === 200, { what: 'the lead accepted again', timeoutMs: 10_000 });
      await waitFor(() => peer.received.length === 2, { what: 'the second lead delivered', timeoutMs: 10_000 });
      // /livez caches its probe for a second, so a poll storm costs one write.
      await waitFor(async () => (await fetch(`${app.url}/livez`)).status === 200, { what: '/livez back to 200' });
    } finally {
      if (!resumed) await pg.resume();
    }
    const box = later(await inspectStore({ dataDir: '', databaseUrl: url }), (o: Outbox) => o.close());
    expect(await box.counts()).toMatchObject({ delivered: 2, total: 2 });
    expect(peer.received).toHaveLength(2);
  });
});
