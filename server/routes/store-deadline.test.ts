import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test-support/multipart';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { pdfFile } from '../test-support/sample-files';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { createStoreBudget, StoreTimeout } from './store-budget';

describe('createStoreBudget', () => {
  it('lets every wait of a request spend one allowance, and times out the wait that finds it spent', async () => {
    const budget = createStoreBudget(300);
    const slow = (ms: number) => new Promise((resolve) => setTimeout(() => resolve(ms), ms));
    expect(await budget.wait(slow(100))).toBe(100);
    expect(budget.left()).toBeLessThanOrEqual(210);
    const started = Date.now();
    await expect(budget.wait(slow(1000))).rejects.toBeInstanceOf(StoreTimeout);
    expect(Date.now() - started).toBeLessThan(400);
    expect(budget.left()).toBe(0);
    await expect(budget.wait(slow(10))).rejects.toBeInstanceOf(StoreTimeout); // nothing left
    await expect(createStoreBudget(1000).wait(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});

/**
 * A PostgreSQL that hangs (its connections stay open, nothing answers) behind a proxy: each
 * request gets one deadline for all its waits on the database, then 503 with Retry-After, and
 * the lead the browser keeps is stored once when the database is back.
 */
describe.runIf(postgresAvailable('a hung PostgreSQL'))('a hung PostgreSQL', () => {
  const DEADLINE_MS = 1500;
  let pg: PgServer;
  let proxy: TcpProxy;
  let dir: string;
  let server: TestServer;
  let databaseUrl: string;
  beforeAll(async () => {
    pg = await startPostgres();
    const direct = await pg.createDatabase();
    proxy = await startTcpProxy(pg.port);
    databaseUrl = direct.replace(`:${pg.port}/`, `:${proxy.port}/`);
    dir = await createTempDir();
    server = await startTestServer({ dataDir: dir, databaseUrl, env: { DATABASE_DEADLINE_MS: String(DEADLINE_MS) } });
  }, 60_000);
  afterAll(async () => {
    proxy?.resume();
    await server?.close();
    await proxy?.stop();
    await pg?.stop();
    await removeTempDir(dir);
  });

  it('answers 503 with Retry-After within one deadline, for JSON, uploads and replays; stores each lead once when it is back', async () => {
    const stored = wirePayload();
    expect((await server.post(stored)).status).toBe(200);
    proxy.hang();
    const lead = wirePayload();
    const timed = async (send: () => Promise<Response>) => {
      const started = Date.now();
      const res = await send();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
    };
    const answers = await Promise.all([
      timed(() => server.post(lead, { headers: { 'Idempotency-Key': lead.id } })),
      timed(() => server.post(stored, { headers: { 'Idempotency-Key': stored.id } })),
      timed(() => {
        const upload = wirePayload();
        const { body, contentType } = multipartBody(upload, [{ bytes: pdfFile() }]);
        return fetch(`${server.url}/api/send-email`, {
          method: 'POST',
          headers: { 'content-type': contentType, 'idempotency-key': upload.id },
          body: new Uint8Array(body),
        });
      }),
      timed(() => fetch(`${server.url}/livez`)),
    ]);
    console.log(`hung PostgreSQL, deadline ${DEADLINE_MS} ms: answered 503 after ${answers.map((a) => a.ms).join(', ')} ms`);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      // One deadline for the whole request (look-up, rate-limit count, commit), not one per wait.
      expect(answer.ms).toBeLessThan(DEADLINE_MS + 1000);
    }
    expect(answers.slice(0, 3).map((a) => a.retryAfter)).toEqual(['10', '10', '10']);
    expect(server.logs.some((l) => l.msg === 'lead not stored: the database did not answer in time')).toBe(true);

    proxy.resume();
    // The browser's outbox sends the same lead again: stored once, whether or not the first commit landed.
    const again = await server.post(lead, { headers: { 'Idempotency-Key': lead.id } });
    expect(again.status).toBe(200);
    const box = await inspectStore({ dataDir: dir, databaseUrl });
    try {
      expect((await box.list({ limit: 10 })).filter((r) => r.clientId === lead.id)).toHaveLength(1);
    } finally {
      await box.close();
    }
  });
});
