import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from './test-support/child-server';
import { multipartBody, postUpload } from './test-support/multipart';
import { postgresAvailable, startPostgres, type PgServer } from './test-support/postgres';
import { jpegWithMetadata, pdfFile, pngWithMetadata } from './test-support/sample-files';
import { startSmtpPeer, type SmtpPeer } from './test-support/smtp-peer';
import { countStoredFiles } from './test-support/stored-files';
import { createTempDir, removeTempDir } from './test-support/temp-dir';
import { inspectStore, wirePayload } from './test-support/test-server';
import { settle, waitFor } from './test-support/wait';

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('upload crash on PostgreSQL') },
] as const;

// About 3 MB, so the kill lands while the server is still reading.
const files = [
  { bytes: jpegWithMetadata(Buffer.alloc(0)), name: 'a.jpg' },
  { bytes: pngWithMetadata().file, name: 'b.png', type: 'image/png' },
  { bytes: Buffer.concat([pdfFile(), Buffer.alloc(3 * 1024 * 1024, 0x20)]), name: 'c.pdf', type: 'application/pdf' },
];

/** The server process dies (SIGKILL: a crash, an OOM kill) while a lead's files are arriving. */
describe.each(stores)('a server killed mid-upload on $db', ({ db, available }) => {
  let pg: PgServer | undefined;
  let dir: string;
  let peer: SmtpPeer;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    if (available && db === 'postgres') pg = await startPostgres();
  });
  afterAll(() => pg?.stop());
  beforeEach(async () => {
    dir = await createTempDir();
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    server?.process.kill('SIGKILL');
    await server?.exited;
    await peer.stop();
    await removeTempDir(dir);
  });

  it.runIf(available)(
    'leaves no lead and no file behind, and the retry of the same id is stored and mailed once',
    async () => {
      const target = { dataDir: dir, ...(pg ? { databaseUrl: await pg.createDatabase() } : {}) };
      const env = {
        PORT: String(await freePort()),
        DATA_DIR: dir,
        SMTP_URL: peer.url,
        STATIC_DIR: join(dir, 'no-build'),
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      };
      server = await spawnServer(env);
      const lead = wirePayload();
      const { body, contentType } = multipartBody(lead, files);
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nIdempotency-Key: ${lead.id}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, Math.floor(body.length * 0.7)));
      await settle(300);
      server.process.kill('SIGKILL');
      await server.exited;
      socket.destroy();

      const store = await inspectStore(target);
      try {
        expect((await store.counts()).total).toBe(0);
        expect(await countStoredFiles(target)).toBe(0);
        server = await spawnServer(env); // restarted on the same data
        const first = await postUpload(server.url, lead, files);
        expect(first.status).toBe(200);
        const replay = await postUpload(server.url, lead, files);
        expect(replay.body.leadId).toBe(first.body.leadId);
        await waitFor(() => peer.received.length === 1, { what: 'the email', timeoutMs: 10_000 });
        await settle(300);
        expect(peer.received).toHaveLength(1);
        const [mail] = await peer.parsed();
        expect(mail!.attachments.map((a) => a.filename)).toEqual(['attachment-1.jpg', 'attachment-2.png', 'attachment-3.pdf']);
        expect((await store.counts()).total).toBe(1);
        expect(await countStoredFiles(target)).toBe(3);
      } finally {
        await store.close();
      }
    },
    30_000,
  );
});
