import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '../test-support/child-server';
import { multipartBody, postUpload } from '../test-support/multipart';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { rawExchange } from '../test-support/raw-http';
import { jpegWithMetadata, pdfFile } from '../test-support/sample-files';
import { countStoredFiles } from '../test-support/stored-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, wirePayload } from '../test-support/test-server';

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('truncated multipart on PostgreSQL') },
] as const;

const head = (extra: string) => `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
const multipartHead = (contentType: string, length: number) => head(`Content-Type: ${contentType}\r\nContent-Length: ${length}\r\n`);

/** The request that took the whole server down: a body that ends inside a file part. */
const CRASHER =
  '--X\r\nContent-Disposition: form-data; name="lead"\r\n\r\nx\r\n' +
  '--X\r\nContent-Disposition: form-data; name="files"; filename="a"\r\n\r\nabc';

/** A body as chunked transfer encoding, optionally ending with the last chunk. */
function chunked(body: Buffer, pieces: number, { last }: { last: boolean }): Buffer {
  const size = Math.ceil(body.length / pieces);
  const out: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    out.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  if (last) out.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(out);
}

/**
 * Multipart bodies cut short, every way a client can: the real server runs in its own process,
 * so a crash shows as the process gone, not as a test error (issue: 137 bytes ended it).
 */
describe.each(stores)('multipart bodies that end early, on $db', ({ db, available }) => {
  let pg: PgServer | undefined;
  let dir: string;
  let server: ChildServer;
  let target: { dataDir: string; databaseUrl?: string };
  beforeAll(async () => {
    if (!available) return;
    if (db === 'postgres') pg = await startPostgres();
    dir = await createTempDir();
    target = { dataDir: dir, ...(pg ? { databaseUrl: await pg.createDatabase() } : {}) };
    server = await spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: dir,
      MAIL_MODE: 'files',
      STATIC_DIR: join(dir, 'no-build'),
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    if (!available) return;
    server.process.kill('SIGKILL');
    await server.exited;
    await pg?.stop();
    await removeTempDir(dir);
  });

  const alive = async () => {
    expect(server.process.exitCode, server.stderr.join('')).toBeNull();
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
  };

  it.runIf(available)('answers the 137-byte request 400 with a JSON message and stays up', async () => {
    const body = Buffer.from(CRASHER);
    const answer = await rawExchange(server.url, multipartHead('multipart/form-data; boundary=X', body.length), body);
    expect(answer.status).toBe(400);
    expect(answer.json?.success).toBe(false);
    expect(answer.json?.message).toMatch(/malformed or was cut off/);
    await alive();
  });

  it.runIf(available)('answers every cut of a real upload with a 4xx (never a 5xx) and stores nothing', async () => {
    const lead = wirePayload();
    const { body, contentType } = multipartBody(lead, [
      { bytes: jpegWithMetadata(), name: 'roof.jpg' },
      { bytes: pdfFile(), name: 'bill.pdf', type: 'application/pdf' },
    ]);
    // The CRLF after the closing boundary is optional (RFC 2046), so a body without it is whole.
    const end = body.length - 2;
    const cuts = new Set<number>();
    for (let at = 0; at < end; at += Math.max(1, Math.floor(body.length / 60))) cuts.add(at);
    // Around every boundary and header end, byte by byte: where parsers change state.
    const text = body.toString('latin1');
    for (const mark of ['--', '\r\n\r\n', 'filename=']) {
      for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
        for (let d = -2; d <= mark.length + 2; d++) if (at + d > 0 && at + d < end) cuts.add(at + d);
      }
    }
    const statuses = new Map<number | null, number>();
    for (const cut of cuts) {
      const part = body.subarray(0, cut);
      const answer = await rawExchange(server.url, multipartHead(contentType, part.length), part);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, `cut at ${cut}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `cut at ${cut}`).toBeLessThan(500);
      expect(answer.json?.message, `cut at ${cut}`).toBeTruthy();
    }
    await alive();
    const store = await inspectStore(target);
    try {
      expect((await store.counts()).total).toBe(0);
    } finally {
      await store.close();
    }
    expect(await countStoredFiles(target)).toBe(0);
    expect(cuts.size).toBeGreaterThan(100);
  });

  it.runIf(available)('answers a chunked body that ends early 400, survives one that stops mid-chunk, then takes the lead', async () => {
    const lead = wirePayload();
    const { body, contentType } = multipartBody(lead, [{ bytes: jpegWithMetadata(), name: 'roof.jpg' }]);
    const chunkedHead = head(`Content-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n`);
    const early = await rawExchange(server.url, chunkedHead, chunked(body.subarray(0, body.length - 40), 3, { last: true }));
    expect(early.status).toBe(400);
    expect(early.json?.success).toBe(false);
    // The client goes away inside a chunk, and inside a file part whose length it declared.
    await rawExchange(server.url, chunkedHead, chunked(body, 3, { last: false }).subarray(0, body.length - 20), { hangUp: true });
    await rawExchange(server.url, multipartHead(contentType, body.length), body.subarray(0, body.length - 30), { hangUp: true });
    await alive();
    const whole = await postUpload(server.url, lead, [{ bytes: jpegWithMetadata(), name: 'roof.jpg' }]);
    expect(whole.status).toBe(200);
    const store = await inspectStore(target);
    try {
      expect((await store.counts()).total).toBe(1);
    } finally {
      await store.close();
    }
  });
});
