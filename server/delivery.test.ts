import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpPeer, unusedPort } from './test-support/smtp-peer';
import { createTempDir, removeTempDir } from './test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from './test-support/test-server';
import { settle, waitFor } from './test-support/wait';

describe('lead delivery', () => {
  let dir: string;
  const cleanups: (() => unknown)[] = [];
  const later = <T>(value: T, cleanup: (value: T) => unknown) => (cleanups.push(() => cleanup(value)), value);
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await removeTempDir(dir);
  });
  const startPeer = async (port?: number) => later(await startSmtpPeer({ port }), (p) => p.stop());
  const startServer = async (options: Parameters<typeof startTestServer>[0]) =>
    later(await startTestServer(options), (s: TestServer) => s.close());
  const outbox = () => later(inspectOutbox(dir), (o) => o.close());
  const accept = async (server: TestServer) => {
    const res = await server.post(wirePayload());
    expect(res.status).toBe(200);
    return ((await res.json()) as { leadId: string }).leadId;
  };

  it('retries while the SMTP server is down and delivers once it is up', async () => {
    const port = await unusedPort();
    const server = await startServer({ dataDir: dir, smtpUrl: `smtp://127.0.0.1:${port}` });
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => (box.get(leadId)?.attempts ?? 0) >= 2, { what: 'two failed attempts' });
    expect(box.get(leadId)?.status).toMatch(/pending|sending/);
    expect(box.get(leadId)?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    const peer = await startPeer(port);
    await waitFor(() => box.get(leadId)?.status === 'delivered', { what: 'delivery after the peer came up' });
    await settle(100);
    expect(peer.received).toHaveLength(1);
    expect(server.logs.some((l) => l.msg === 'lead delivery failed, will retry' && l.leadId === leadId)).toBe(true);
  });

  it('retries 4xx replies (451) and delivers exactly once', async () => {
    const peer = await startPeer();
    peer.failNext(2, 451);
    const server = await startServer({ dataDir: dir, smtpUrl: peer.url });
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => box.get(leadId)?.status === 'delivered');
    expect(box.get(leadId)?.attempts).toBe(3);
    expect(peer.dataCommands).toBe(3);
    expect(peer.received).toHaveLength(1);
  });

  it('logs in with the user and password from SMTP_URL', async () => {
    const peer = await startPeer();
    const server = await startServer({ dataDir: dir, smtpUrl: `smtp://web%40sunfield.example.com:p%40ss%3Aw0rd@127.0.0.1:${peer.port}` });
    const leadId = await accept(server);
    await waitFor(() => peer.received.length === 1);
    expect(peer.logins).toEqual([{ username: 'web@sunfield.example.com', password: 'p@ss:w0rd' }]);
    expect(server.mail).toBe(`SMTP 127.0.0.1:${peer.port}`);
    expect(JSON.stringify(server.logs)).not.toContain('w0rd');
    expect(leadId).toMatch(/^lead_/);
  });

  it('marks a lead failed when the server refuses that message (552 too large), keeps the error and stops retrying', async () => {
    const peer = await startPeer();
    peer.failNext(100, 552, 'Message size exceeds fixed limit');
    const server = await startServer({ dataDir: dir, smtpUrl: peer.url });
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => box.get(leadId)?.status === 'failed');
    expect(box.get(leadId)?.attempts).toBe(1);
    expect(box.get(leadId)?.lastError).toContain('552');
    await settle(200);
    expect(peer.dataCommands).toBe(1);
  });

  it('keeps retrying a 550 for our own mailbox (docs/decisions/013): the lead waits, it is not failed', async () => {
    const peer = await startPeer();
    peer.failNext(3, 550, 'Mailbox unavailable');
    const server = await startServer({ dataDir: dir, smtpUrl: peer.url, env: { DELIVERY_MAX_ATTEMPTS: '1' } });
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => box.get(leadId)?.status === 'delivered');
    expect(box.get(leadId)).toMatchObject({ attempts: 4, configAttempts: 3 });
    expect(peer.received).toHaveLength(1);
  });

  it('gives up after DELIVERY_MAX_ATTEMPTS temporary failures, keeping the lead', async () => {
    const peer = await startPeer();
    peer.setMode('refuse');
    const server = await startServer({ dataDir: dir, smtpUrl: peer.url, env: { DELIVERY_MAX_ATTEMPTS: '3' } });
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => box.get(leadId)?.status === 'failed');
    expect(box.get(leadId)?.attempts).toBe(3);
    expect(box.get(leadId)?.lastError).toContain('421');
  });

  it('without SMTP_URL writes each lead as DATA_DIR/mail/<leadId>.eml', async () => {
    const server = await startServer({ dataDir: dir });
    expect(server.mail).toBe(`files in ${join(dir, 'mail')}`);
    const leadId = await accept(server);
    const box = outbox();
    await waitFor(() => box.get(leadId)?.status === 'delivered');
    expect(await readdir(join(dir, 'mail'))).toEqual([`${leadId}.eml`]);
    const mail = await PostalMime.parse(await readFile(join(dir, 'mail', `${leadId}.eml`), 'utf8'));
    expect(mail.subject).toBe(`New quote request: New Solar (ref ${leadId.slice(5, 13)})`);
    expect(mail.replyTo).toEqual([{ name: "Jane O'Brien", address: 'jane.obrien@example.net' }]);
  });

  it('close() waits for the send in flight and records it', async () => {
    const peer = await startPeer();
    const server = await startTestServer({ dataDir: dir, smtpUrl: peer.url });
    peer.setMode('hang');
    const leadId = await accept(server);
    await waitFor(() => peer.dataCommands === 1);
    peer.setMode('accept');
    const closed = server.close();
    // The hung send ends with the 2 s socket timeout; close() must not resolve before that is recorded.
    await closed;
    const box = outbox();
    expect(box.get(leadId)?.status).toBe('pending');
    expect(box.get(leadId)?.lastError).toMatch(/ETIMEDOUT|timeout/i);
  });

  it('after a crash mid-send, a new server on the same data folder delivers the lead exactly once', async () => {
    const hung = await startPeer();
    hung.setMode('hang'); // takes the message, never answers: the child stays mid-send
    const child = later(spawnServer({ DATA_DIR: dir, SMTP_URL: hung.url }), (c) => c.kill('SIGKILL'));
    const url = await firstLine(child);
    const res = await fetch(`${url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Our forms send a fill time; without one the child (default SPAM_MIN_FILL_MS) would hold the lead as spam.
      body: JSON.stringify(wirePayload({ fillMs: 9000 })),
    });
    const { leadId } = (await res.json()) as { leadId: string };
    await waitFor(() => hung.dataCommands === 1, { what: 'the child to start sending' });
    const box = outbox();
    expect(box.get(leadId)?.status).toBe('sending');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const peer = await startPeer();
    await startServer({ dataDir: dir, smtpUrl: peer.url });
    await waitFor(() => box.get(leadId)?.status === 'delivered', { what: 'delivery after restart' });
    await settle(150);
    expect(peer.received).toHaveLength(1);
    const [mail] = await peer.parsed();
    expect(mail?.messageId).toBe(`<${leadId}@sunfield.example.com>`); // the same id a half-sent copy had
    expect(box.get(leadId)?.attempts).toBe(2);
  });
});

const childScript = fileURLToPath(new URL('./test-support/crash-child.ts', import.meta.url));

function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', childScript], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DELIVERY_BASE_DELAY_MS: '20',
      DELIVERY_LEASE_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) return line.trim();
  throw new Error('the child server exited before printing its URL');
}
