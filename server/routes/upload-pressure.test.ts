import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openSqliteStore } from '../outbox/sqlite-store';
import type { Outbox } from '../outbox/store';
import { multipartBody, postUpload } from '../test-support/multipart';
import { pdfFile } from '../test-support/sample-files';
import { countStoredFiles } from '../test-support/stored-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, wirePayload } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

/** Starts a multipart upload on a raw socket and sends `sent` bytes of it; the rest never comes unless written. */
async function startUpload(url: string, sent: number) {
  const lead = wirePayload();
  const { body, contentType } = multipartBody(lead, [{ bytes: Buffer.concat([pdfFile(), Buffer.alloc(100_000, 0x20)]) }]);
  const socket: Socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nIdempotency-Key: ${lead.id}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, sent));
  return { socket, body, closed, received: () => received };
}

describe('uploads under pressure', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('cuts a multipart body sent byte by byte at the request timeout (408), like a JSON one, and stores nothing', async () => {
    const server = await startTestServer({ dataDir: dir, env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' } });
    try {
      const upload = await startUpload(server.url, 300);
      const started = Date.now();
      let at = 300;
      const timer = setInterval(() => !upload.socket.destroyed && upload.socket.write(upload.body.subarray(at, ++at)), 20);
      const closedAt = await upload.closed;
      clearInterval(timer);
      expect(closedAt - started).toBeLessThan(4000);
      expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(await countStoredFiles({ dataDir: dir })).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('holds at most maxUploads uploads in memory; one more is told to retry (503, Retry-After)', async () => {
    const outbox: Outbox = openSqliteStore(dir);
    const app = createApp({
      config: { staticDir: `${dir}/no-build`, trustProxy: false, rateLimit: { max: 1000, windowMs: 60_000 }, spam: { minFillMs: 0 } },
      outbox,
      worker: { wake() {}, status: () => ({ lastDeliveredAt: null, lastError: null }) },
      logger: pino({ level: 'silent' }),
      maxUploads: 1,
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const slow = await startUpload(url, 1000); // holds the one slot
      await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = await postUpload(url, wirePayload(), [{ bytes: pdfFile() }]);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      slow.socket.write(slow.body.subarray(1000)); // finishes: the slot frees once it is answered
      await waitFor(() => slow.received(), { what: 'the answer to the slow upload' });
      expect(slow.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect((await postUpload(url, wirePayload(), [{ bytes: pdfFile() }])).status).toBe(200);
      slow.socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await outbox.close();
    }
  });
});
