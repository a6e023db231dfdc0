import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Outbox } from '../outbox/store';
import { multipartBody, postUpload } from '../test-support/multipart';
import { pdfFile } from '../test-support/sample-files';
import { startSlowUpload, type SlowUpload } from '../test-support/slow-upload';
import { bothStores, useStore } from '../test-support/stores';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

const MB = 1024 * 1024;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const pdfOf = (bytes: number) => ({ bytes: Buffer.concat([pdfFile(), Buffer.alloc(bytes - pdfFile().length, 0x20)]) });

/** An upload as a client behind the proxy sends it (X-Forwarded-For), answered in full. */
async function uploadAs(url: string, ip: string, lead: { id: string } & Record<string, unknown>, bytes = 200_000) {
  const { body, contentType } = multipartBody(lead, [pdfOf(bytes)]);
  const res = await fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'idempotency-key': lead.id, ...from(ip) },
    body: new Uint8Array(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { leadId?: string; message: string } };
}

/**
 * Clients that try to hold the upload slots, the connections, or the rate limit's replay
 * exemption (docs/decisions/025-hostile-clients.md), against the real server on both stores.
 */
describe.each(bothStores('upload abuse'))('upload abuse, on $db', ({ db, available }) => {
  const store = useStore(db);
  let dir: string;
  let server: TestServer;
  let outbox: Outbox;
  const open: (SlowUpload | { socket: Socket })[] = [];
  const start = async (env: Record<string, string>) => {
    dir = await createTempDir();
    const databaseUrl = await store.database();
    server = await startTestServer({ dataDir: dir, databaseUrl, env: { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '8000', ...env } });
    outbox = await inspectStore({ dataDir: dir, databaseUrl });
  };
  beforeEach(() => {
    open.length = 0;
  });
  afterEach(async () => {
    if (!available) return;
    for (const o of open) o.socket.destroy();
    await server.close();
    await outbox.close();
    await removeTempDir(dir);
  });

  it.runIf(available)('gives a client that trickles uploads one slot; other visitors still upload', async () => {
    await start({ TRUST_PROXY: 'loopback', UPLOADS_PER_CLIENT: '1' });
    const first = await startSlowUpload(server.url, { headers: from('203.0.113.7') });
    open.push(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its next three are turned away at once, without a byte of their bodies read.
    for (let i = 0; i < 3; i++) {
      const more = await startSlowUpload(server.url, { headers: from('203.0.113.7') });
      open.push(more);
      await waitFor(() => more.received().startsWith('HTTP/1.1 503 '), { what: 'a 503 for the second upload' });
      expect(more.received()).toMatch(/\r\nretry-after: 5\r\n/i);
    }
    // Everyone else is served meanwhile.
    for (const ip of ['198.51.100.1', '198.51.100.2', '2001:db8:1::7']) {
      expect((await uploadAs(server.url, ip, wirePayload({ fillMs: 9000 }))).status).toBe(200);
    }
    first.finish();
    await waitFor(() => first.received().startsWith('HTTP/1.1 200 '), { what: 'the slow upload to finish' });
    expect((await outbox.counts()).total).toBe(4);
  });

  it.runIf(available)(
    'reads a replay of a stored lead without keeping its files or taking a slot, and answers with the stored id',
    async () => {
      await start({ TRUST_PROXY: 'loopback' });
      const lead = wirePayload({ fillMs: 9000 });
      const files = [pdfOf(5 * MB), pdfOf(5 * MB)];
      const first = await postUpload(server.url, lead, files);
      expect(first.status).toBe(200);
      // Four slow uploads from four clients hold every slot in memory...
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
        open.push(await startSlowUpload(server.url, { headers: from(ip) }));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await uploadAs(server.url, '203.0.113.5', wirePayload({ fillMs: 9000 }))).status).toBe(503);
      // ...and the phone replaying its own stored lead (its answer was lost) is still answered.
      const { body, contentType } = multipartBody(lead, files);
      const replay = await fetch(`${server.url}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'idempotency-key': lead.id, ...from('198.51.100.9') },
        body: new Uint8Array(body),
      });
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as { leadId: string }).leadId).toBe(first.body.leadId);
      expect(server.logs.some((l) => l.msg === 'lead accepted: replay, files not read')).toBe(true);
      expect((await outbox.files(first.body.leadId!)).map((f) => f.size)).toEqual(files.map((f) => f.bytes.length));
    },
  );

  it.runIf(available)('counts uploads carrying a known key: new content under a stored id stores nothing, and is limited', async () => {
    await start({ RATE_LIMIT_MAX: '3' });
    const stored = wirePayload({ fillMs: 9000 });
    expect((await postUpload(server.url, stored, [{ bytes: pdfFile() }])).status).toBe(200);
    // Another lead posted under the stored lead's key, as the 40 uploads were.
    const impostor = { ...wirePayload({ fillMs: 9000 }), id: stored.id, name: 'Someone Else' };
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await postUpload(server.url, impostor, [pdfOf(1 * MB)])).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]); // the replay bucket: RATE_LIMIT_MAX per window
    const record = await outbox.get(stored.id);
    expect(record?.lead.name).toBe("Jane O'Brien"); // the first is kept, as for any replay
    expect((await outbox.counts()).total).toBe(1);
  });

  it.runIf(available)('lets one address hold MAX_CONNECTIONS_PER_CLIENT connections, no more; others still connect', async () => {
    await start({ MAX_CONNECTIONS_PER_CLIENT: '5' });
    const connectFrom = async (localAddress: string) => {
      const socket = connect({ port: Number(new URL(server.url).port), host: '127.0.0.1', localAddress });
      socket.on('error', () => {});
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise((resolve) => socket.once('connect', resolve));
      open.push({ socket });
      return { socket, closed };
    };
    for (let i = 0; i < 5; i++) await connectFrom('127.0.0.1');
    const sixth = await connectFrom('127.0.0.1');
    sixth.socket.write('GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sixth.closed; // closed at once, unanswered
    // A client at another address (127.0.0.2 is loopback too, on Linux) is served.
    const other = await connectFrom('127.0.0.2');
    let answer = '';
    other.socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
    other.socket.write('GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => answer.startsWith('HTTP/1.1 200 '), { what: 'the other client served' });
    await waitFor(() => server.logs.some((l) => l.msg === 'connections refused: one client holds too many'), { what: 'the log line' });
  });
});
