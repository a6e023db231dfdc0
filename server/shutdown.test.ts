import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, sendUntilAccepted, spawnServer, type ChildServer } from './test-support/child-server';
import { startSmtpPeer, type SmtpPeer } from './test-support/smtp-peer';
import { createTempDir, removeTempDir } from './test-support/temp-dir';
import { inspectOutbox, wirePayload } from './test-support/test-server';
import { waitFor } from './test-support/wait';

const LEADS = 24;

describe('graceful shutdown (SIGTERM) under load', () => {
  let dir: string;
  let peer: SmtpPeer;
  let server: ChildServer | undefined;
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

  it('stops taking requests, answers the ones in flight, finishes the send in flight and loses nothing', async () => {
    peer.setReplyDelay(80); // a slow mail server: there is nearly always a send in flight
    const env = { PORT: String(await freePort()), DATA_DIR: dir, SMTP_URL: peer.url, STATIC_DIR: join(dir, 'no-build') };
    server = await spawnServer(env);
    const url = server.url;
    const deadline = Date.now() + 40_000;
    const payloads = Array.from({ length: LEADS }, (_, i) => wirePayload({ message: `Shutdown lead ${i + 1}` }));
    const acked = new Map<string, string>();
    let next = 0;
    const client = async () => {
      while (next < payloads.length) {
        const payload = payloads[next++]!;
        acked.set(payload.id, (await sendUntilAccepted(() => url, payload, deadline)).leadId);
      }
    };
    const clients = Promise.all(Array.from({ length: 6 }, client));

    await waitFor(() => acked.size >= 10 && peer.dataCommands > peer.received.length, {
      what: 'load with a send in flight',
      timeoutMs: 20_000,
      intervalMs: 5,
    });
    const ackedBeforeStop = new Map(acked);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Stopped: every lead it answered 200 for is on disk, none is left mid-send, and the send
    // that was in flight was completed and recorded, not cut off.
    const box = inspectOutbox(dir);
    try {
      for (const [clientId, leadId] of ackedBeforeStop) expect(box.get(clientId)?.leadId).toBe(leadId);
      expect(box.counts().sending).toBe(0);
      expect(peer.dataCommands).toBe(peer.received.length);
      expect(box.counts().delivered).toBe(peer.received.length);

      // Back up: the clients' retries land, the backlog drains, each lead is mailed exactly once.
      server = await spawnServer(env);
      await clients;
      await waitFor(() => box.counts().delivered === LEADS, { what: 'every lead delivered', timeoutMs: 30_000 });
    } finally {
      box.close();
    }
    const ids = peer.received.map((m) => /^Message-ID:\s*<([^@>]+)@/im.exec(m.raw)?.[1]);
    expect(ids).toHaveLength(LEADS);
    expect(new Set(ids).size).toBe(LEADS);
    expect(new Set(acked.values())).toEqual(new Set(ids));
  }, 60_000);
});
