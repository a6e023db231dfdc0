import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort, sendUntilAccepted, spawnServer, type ChildServer } from './child-server';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';
import { createTempDir, removeTempDir } from './temp-dir';
import { inspectOutbox, wirePayload } from './test-server';

export interface ChaosOptions {
  leads: number;
  clients: number;
  kills: number;
  outages: number;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
  timeoutMs?: number;
}

export interface ChaosReport {
  leadsSent: number;
  leadsAccepted: number;
  clientRetries: number;
  kills: number;
  /** Kills that caught at least one lead mid-send (status `sending`). */
  killsMidSend: number;
  smtpOutages: number;
  emailsReceived: number;
  distinctEmails: number;
  duplicates: number;
  /** Duplicates of a lead that was mid-send when its process was killed (RFC 1047's window). */
  duplicatesInDoubt: number;
  missing: string[];
  outbox: Record<string, number>;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const messageLead = (mail: ReceivedMail) => /^Message-ID:\s*<(lead_[0-9a-f]+)@/im.exec(mail.raw)?.[1];

/**
 * N leads from concurrent clients that retry like the browser outbox, while the server process
 * is SIGKILLed and restarted and the SMTP server is stopped and started. Ends when every lead
 * is delivered (or the deadline passes) and reports what the SMTP server received.
 */
export async function runChaos({
  leads,
  clients,
  kills,
  outages,
  log = () => {},
  timeoutMs = 120_000,
}: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  const dir = await createTempDir('sunfield-chaos-');
  const received: ReceivedMail[] = [];
  let peer: SmtpPeer | undefined = await startSmtpPeer();
  const smtpPort = peer.port;
  // Outages here last seconds, not hours: never let a lead run out of attempts during one.
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STATIC_DIR: join(dir, 'no-build'),
    DELIVERY_MAX_ATTEMPTS: '10000',
  };
  let server: ChildServer = await spawnServer(env);
  const url = server.url;
  // Leads a killed process had mid-send: it may have finished the SMTP transaction just before
  // it died without recording it, so a second copy of these, and only these, is explained.
  const inDoubt = new Set<string>();
  const report = { kills: 0, killsMidSend: 0, smtpOutages: 0, clientRetries: 0 };

  const kill = async () => {
    server.process.kill('SIGKILL');
    await server.exited;
    report.kills++;
    // The database as the kill left it: which leads were mid-send.
    const box = inspectOutbox(dir);
    const sending = box.list({ status: 'sending', limit: 1000 }).map((r) => r.leadId);
    box.close();
    if (sending.length) report.killsMidSend++;
    for (const leadId of sending) inDoubt.add(leadId);
    log(`kill ${report.kills}: ${sending.length} mid-send`);
    await sleep(between(50, 300));
    server = await spawnServer(env);
  };
  const outage = async () => {
    const current = peer!;
    peer = undefined;
    await current.stop();
    received.push(...current.received);
    report.smtpOutages++;
    log(`smtp outage ${report.smtpOutages}`);
    await sleep(between(300, 1200));
    peer = await startSmtpPeer({ port: smtpPort });
  };

  const payloads = Array.from({ length: leads }, (_, i) => wirePayload({ id: randomUUID(), message: `Chaos lead ${i + 1}` }));
  let next = 0;
  const accepted = new Map<string, string>();
  const client = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++]!;
      const outcome = await sendUntilAccepted(() => url, payload, deadline);
      report.clientRetries += outcome.retries;
      accepted.set(payload.id, outcome.leadId);
      await sleep(between(10, 60));
    }
  };
  // Event i waits until (i + 1) / (events + 1) of the leads are in, so every kill and outage
  // lands while clients are still sending, whatever the machine's speed.
  const chaos = async () => {
    const events = [...Array<'kill'>(kills).fill('kill'), ...Array<'outage'>(outages).fill('outage')].sort(() => Math.random() - 0.5);
    // Outages run one after another but in the background, so kills land during them too.
    let outageChain = Promise.resolve();
    for (const [i, event] of events.entries()) {
      const due = Math.floor(((i + 1) * leads) / (events.length + 1));
      while (accepted.size < due && Date.now() < deadline) await sleep(5);
      await sleep(between(0, 100));
      if (event === 'kill') await kill();
      else outageChain = outageChain.then(outage);
    }
    await outageChain;
  };

  try {
    await Promise.all([chaos(), ...Array.from({ length: clients }, client)]);
    log(`all ${accepted.size} leads accepted; waiting for delivery`);
    const box = inspectOutbox(dir);
    let counts = box.counts();
    while (counts.delivered < leads && Date.now() < deadline) {
      await sleep(100);
      counts = box.counts();
    }
    box.close();
    await sleep(300); // a late duplicate would show up here
    server.process.kill('SIGTERM');
    await server.exited;
    received.push(...(peer?.received ?? []));
    const ids = received.map(messageLead);
    const distinct = new Set(ids);
    const duplicates = ids.length - distinct.size;
    const duplicateIds = ids.filter((id, i) => ids.indexOf(id) !== i);
    return {
      leadsSent: leads,
      leadsAccepted: new Set(accepted.values()).size,
      ...report,
      emailsReceived: ids.length,
      distinctEmails: distinct.size,
      duplicates,
      duplicatesInDoubt: duplicateIds.filter((id) => id !== undefined && inDoubt.has(id)).length,
      missing: [...accepted.values()].filter((leadId) => !distinct.has(leadId)),
      outbox: Object.fromEntries(Object.entries(counts)),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    server.process.kill('SIGKILL');
    await server.exited;
    await peer?.stop();
    await removeTempDir(dir);
  }
}
