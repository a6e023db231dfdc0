import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from './test-support/temp-dir';
import { inspectOutbox, startTestServer, type TestServer } from './test-support/test-server';
import { waitFor } from './test-support/wait';

interface Client {
  socket: Socket;
  /** Everything the server sent back. */
  received: () => string;
  closedAt: Promise<number>;
}

/** A raw TCP client on the test server's port, so it can misbehave the way a browser never does. */
async function open(url: string): Promise<Client> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {}); // a reset is one of the outcomes under test
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closedAt };
}

/** Writes `text` one byte every `everyMs`, as a slowloris client does, until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

const healthz = async (url: string) => {
  const started = Date.now();
  const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) });
  return { status: res.status, ms: Date.now() - started };
};

describe('HTTP limits: slow and piled-up clients', () => {
  let dir: string;
  let server: TestServer | undefined;
  const clients: Client[] = [];
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.socket.destroy();
    await server?.close();
    server = undefined;
    await removeTempDir(dir);
  });

  // The shortest timeouts the settings allow, so the test is done in seconds.
  const fast = { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' };

  it('keeps answering /healthz while 200 clients trickle their headers, then cuts them at the header timeout', async () => {
    server = await startTestServer({ dataDir: dir, env: fast });
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      const client = await open(server.url);
      clients.push(client);
      trickle(client.socket, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 50);
    }
    const during = await healthz(server.url);
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(1000);

    const closed = await Promise.all(clients.map((c) => c.closedAt));
    // Cut by the server at 1 s (checked every second), long before the 200-byte headers end.
    expect(Math.max(...closed) - started).toBeLessThan(5000);
    expect(clients.every((c) => !c.received().includes('200 OK'))).toBe(true);
    expect((await healthz(server.url)).status).toBe(200);
  });

  it('cuts a lead body sent byte by byte at the request timeout, and stores nothing', async () => {
    server = await startTestServer({ dataDir: dir, env: fast });
    const client = await open(server.url);
    clients.push(client);
    const body = JSON.stringify({ message: 'x'.repeat(1000) });
    client.socket.write(
      `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const started = Date.now();
    trickle(client.socket, body, 20); // 1000+ bytes at 50 a second: 20 s if nobody stopped it
    const closedAt = await client.closedAt;
    expect(closedAt - started).toBeGreaterThanOrEqual(1400);
    expect(closedAt - started).toBeLessThan(4000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    const box = inspectOutbox(dir);
    try {
      expect(box.counts().total).toBe(0);
    } finally {
      box.close();
    }
  });

  it('closes connections beyond MAX_CONNECTIONS at once, and serves again when the idle ones time out', async () => {
    server = await startTestServer({ dataDir: dir, env: { ...fast, MAX_CONNECTIONS: '20' } });
    for (let i = 0; i < 20; i++) clients.push(await open(server.url)); // connected, silent
    const extra = await open(server.url);
    clients.push(extra);
    const sentAt = Date.now();
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const extraClosed = await extra.closedAt;
    expect(extra.received()).toBe('');
    expect(extraClosed - sentAt).toBeLessThan(500);
    await waitFor(() => server!.logs.some((l) => l.msg === 'connections dropped: too many open'), { what: 'the drop log line' });

    // The silent ones hold no slot for ever: the header timeout frees them.
    await Promise.all(clients.slice(0, 20).map((c) => c.closedAt));
    expect((await healthz(server.url)).status).toBe(200);
  });
});
