import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orientationSegment } from '../attachments/strip-jpeg';
import type { Outbox } from '../outbox/store';
import { postFormData, postUpload, multipartBody, type UploadPart } from '../test-support/multipart';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { jpegStripped, jpegWithMetadata, pdfFile, pngWithMetadata } from '../test-support/sample-files';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { countStoredFiles } from '../test-support/stored-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('attachments on PostgreSQL') },
] as const;

const png = pngWithMetadata();
const pdf = pdfFile('%% a quote the visitor scanned\n');
const quoteFiles: UploadPart[] = [
  { bytes: jpegWithMetadata(), name: 'roof 1.jpg', type: 'image/jpeg' },
  { bytes: png.file, name: 'panel\u202Egnp.exe', type: 'image/png' },
  { bytes: pdf, name: 'bill.pdf', type: 'application/pdf' },
];

/** End to end on each store: multipart in, rows committed before the 2xx, one email with the files out. */
describe.each(stores)('leads with files on $db', ({ db, available }) => {
  let pg: PgServer | undefined;
  let dir: string;
  let peer: SmtpPeer;
  let server: TestServer;
  let store: Outbox;
  let target: { dataDir: string; databaseUrl?: string };
  beforeAll(async () => {
    if (available && db === 'postgres') pg = await startPostgres();
  });
  afterAll(() => pg?.stop());
  beforeEach(async () => {
    if (!available) return;
    dir = await createTempDir();
    target = { dataDir: dir, ...(pg ? { databaseUrl: await pg.createDatabase() } : {}) };
    peer = await startSmtpPeer();
    server = await startTestServer({ ...target, smtpUrl: peer.url });
    store = await inspectStore(target);
  });
  afterEach(async () => {
    if (!available) return;
    await server.close();
    await store.close();
    await peer.stop();
    await removeTempDir(dir);
  });

  it.runIf(available)('stores two photos and a PDF with the lead before answering, mails them once, without metadata', async () => {
    const lead = wirePayload();
    const res = await postFormData(server.url, lead, quoteFiles);
    expect(res.status).toBe(200);
    const leadId = res.body.leadId!;
    // The answer came after the commit: the rows are there the moment it arrives.
    expect((await store.files(leadId)).map((f) => [f.position, f.mime, f.originalName])).toEqual([
      [1, 'image/jpeg', 'roof 1.jpg'],
      [2, 'image/png', 'panelgnp.exe'],
      [3, 'application/pdf', 'bill.pdf'],
    ]);
    await waitFor(async () => (await store.get(leadId))?.status === 'delivered', { what: 'delivery' });

    const [mail] = await peer.parsed();
    const attachments = mail!.attachments.map((a) => ({
      name: a.filename,
      type: a.mimeType,
      bytes: Buffer.from(a.content as ArrayBuffer),
    }));
    expect(attachments.map((a) => [a.name, a.type])).toEqual([
      ['attachment-1.jpg', 'image/jpeg'],
      ['attachment-2.png', 'image/png'],
      ['attachment-3.pdf', 'application/pdf'],
    ]);
    expect(attachments[0]!.bytes).toEqual(jpegStripped(orientationSegment(6)));
    expect(attachments[1]!.bytes).toEqual(png.stripped);
    expect(attachments[2]!.bytes).toEqual(pdf); // documents pass byte for byte
    for (const a of attachments) expect(a.bytes.toString('latin1')).not.toMatch(/GPS-SECRET/);
    expect(mail!.text).toContain('    1. attachment-1.jpg: JPEG photo, 1 KB, sent as "roof 1.jpg"');
    expect(mail!.text).toContain('    3. attachment-3.pdf: PDF, 1 KB, sent as "bill.pdf"');

    // The browser's outbox replays the same upload: same answer, nothing new stored or sent.
    const replay = await postUpload(server.url, lead, quoteFiles);
    expect(replay).toMatchObject({ status: 200, body: { leadId } });
    await settle(300);
    expect(peer.received).toHaveLength(1);
    expect((await store.counts()).total).toBe(1);
    expect(await countStoredFiles(target)).toBe(3);
  });

  it.runIf(available)('stores nothing from an upload cut off midway, and takes the retry of the same id once', async () => {
    const lead = wirePayload();
    const { body, contentType } = multipartBody(lead, quoteFiles);
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nIdempotency-Key: ${lead.id}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length - 200)); // the lead and most of the files, not the end
    await settle(200); // the server has read and held what arrived
    socket.destroy();
    await waitFor(() => server.logs.some((l) => l.reason === 'The upload was cut off.'), { what: 'the cut-off logged' });
    expect((await store.counts()).total).toBe(0);
    expect(await countStoredFiles(target)).toBe(0);

    const retry = await postUpload(server.url, lead, quoteFiles);
    expect(retry.status).toBe(200);
    await waitFor(() => peer.received.length === 1, { what: 'one email' });
    expect((await store.counts()).total).toBe(1);
    expect(await countStoredFiles(target)).toBe(3);
  });
});
