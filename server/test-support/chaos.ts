import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LeadRecord } from '../outbox/record';
import { freePort, sendUntilAccepted, spawnServer, type ChildServer } from './child-server';
import { startPostgres, type PgServer } from './postgres';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';
import { createTempDir, removeTempDir } from './temp-dir';
import { inspectStore, wirePayload } from './test-server';

export interface ChaosOptions {
  leads: number;
  clients: number;
  kills: number;
  outages: number;
  /** Where the servers keep leads: SQLite in their DATA_DIR (default) or one PostgreSQL database. */
  db?: 'sqlite' | 'postgres';
  /** With db postgres: this database; without, the harness starts a throw-away server. */
  databaseUrl?: string;
  /** Server processes on the same store (more than one needs PostgreSQL); kills hit them in turn. */
  instances?: number;
  /** Each lead is posted to every instance, as replays through a proxy would land (default: with more than one). */
  replayToAll?: boolean;
  /** Spread the kills and outages over the leads accepted (default) or the leads delivered. */
  pace?: 'accepted' | 'delivered';
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
  timeoutMs?: number;
}

export interface ChaosReport {
  db: 'sqlite' | 'postgres';
  instances: number;
  leadsSent: number;
  leadsAccepted: number;
  /** Posts of one lead to different instances that were answered with different lead ids (must be 0). */
  idMismatches: number;
  clientRetries: number;
  kills: number;
  /** Kills that caught at least one lead mid-send (status `sending`, claimed by the killed process). */
  killsMidSend: number;
  smtpOutages: number;
  emailsReceived: number;
  distinctEmails: number;
  duplicates: number;
  /** Duplicates of a lead that was mid-send in a process when it was killed (RFC 1047's window). */
  duplicatesInDoubt: number;
  missing: string[];
  outbox: Record<string, number>;
  /** Delivered leads per instance (any of its restarts), by the claim that delivered them. */
  deliveredBy: number[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const messageLead = (mail: ReceivedMail) => /^Message-ID:\s*<(lead_[0-9a-f]+)@/im.exec(mail.raw)?.[1];
/** The pid in a lease owner id (host:pid:nonce, server/outbox/store.ts). */
const pidOf = (record: LeadRecord) => Number(record.claimedBy?.split(':').at(-2));

/**
 * N leads from concurrent clients that retry like the browser outbox, while server processes
 * are SIGKILLed and restarted and the SMTP server is stopped and started. Ends when every lead
 * is delivered (or the deadline passes) and reports what the SMTP server received.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const { leads, clients, kills, outages, log = () => {}, timeoutMs = 120_000 } = options;
  const db = options.db ?? 'sqlite';
  const instances = options.instances ?? 1;
  const replayToAll = options.replayToAll ?? instances > 1;
  if (instances > 1 && db !== 'postgres') throw new Error('several instances share leads through PostgreSQL only');
  const started = Date.now();
  const deadline = started + timeoutMs;
  const dir = await createTempDir('sunfield-chaos-');
  let pgServer: PgServer | undefined;
  let databaseUrl = options.databaseUrl;
  if (db === 'postgres' && !databaseUrl) {
    pgServer = await startPostgres();
    databaseUrl = await pgServer.createDatabase();
    log(`PostgreSQL started on port ${pgServer.port}`);
  }
  const received: ReceivedMail[] = [];
  let peer: SmtpPeer | undefined = await startSmtpPeer();
  const smtpPort = peer.port;
  // Outages here last seconds, not hours: never let a lead run out of attempts during one.
  // A 3 s lease: a killed process's lead waits at most that long, and a loaded test machine
  // never starves a live send's renewals (every second) that long.
  const envs = await Promise.all(
    Array.from({ length: instances }, async (_, i) => ({
      PORT: String(await freePort()),
      DATA_DIR: instances > 1 ? join(dir, `instance-${i}`) : dir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STATIC_DIR: join(dir, 'no-build'),
      DELIVERY_MAX_ATTEMPTS: '10000',
      DELIVERY_LEASE_MS: '3000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })),
  );
  const servers: ChildServer[] = [];
  const pids = new Map<number, number>(); // pid -> instance
  const spawn = async (i: number) => {
    servers[i] = await spawnServer(envs[i]!);
    pids.set(servers[i].process.pid!, i);
  };
  await Promise.all(envs.map((_, i) => spawn(i)));
  const urls = servers.map((s) => s.url);
  const box = await inspectStore({ dataDir: dir, databaseUrl });
  // Leads a killed process had mid-send: it may have finished the SMTP transaction just before
  // it died without recording it, so a second copy of these, and only these, is explained.
  const inDoubt = new Set<string>();
  const report = { kills: 0, killsMidSend: 0, smtpOutages: 0, clientRetries: 0, idMismatches: 0 };
  const sendingBy = async (pid: number) =>
    (await box.list({ status: 'sending', limit: 10_000 })).filter((r) => pidOf(r) === pid).map((r) => r.leadId);

  const kill = async (i: number) => {
    const server = servers[i]!;
    const pid = server.process.pid!;
    // Before and after: a lead claimed in between is caught by the second look, and one another
    // instance re-claims after the lease ran out (3 s later at the soonest) by the first.
    const before = await sendingBy(pid);
    server.process.kill('SIGKILL');
    await server.exited;
    const sending = new Set([...before, ...(await sendingBy(pid))]);
    report.kills++;
    if (sending.size) report.killsMidSend++;
    for (const leadId of sending) inDoubt.add(leadId);
    log(`kill ${report.kills} (instance ${i}): ${sending.size} mid-send`);
    await sleep(between(50, 300));
    await spawn(i);
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
      const i = next++;
      const payload = payloads[i]!;
      // Each lead to one instance, or (replays) to every instance at once, all with the same id.
      const targets = replayToAll ? urls : [urls[i % instances]!];
      const outcomes = await Promise.all(targets.map((url) => sendUntilAccepted(() => url, payload, deadline)));
      for (const outcome of outcomes) report.clientRetries += outcome.retries;
      if (new Set(outcomes.map((o) => o.leadId)).size > 1) report.idMismatches++;
      accepted.set(payload.id, outcomes[0]!.leadId);
      await sleep(between(10, 60));
    }
  };
  // Event i waits until (i + 1) / (events + 1) of the leads are in (or delivered), so every kill
  // and outage lands while clients are still sending (or the backlog drains), whatever the
  // machine's speed.
  const progress = async () => (options.pace === 'delivered' ? (await box.counts()).delivered : accepted.size);
  const chaos = async () => {
    const events = [...Array<'kill'>(kills).fill('kill'), ...Array<'outage'>(outages).fill('outage')].sort(() => Math.random() - 0.5);
    // Outages run one after another but in the background, so kills land during them too.
    let outageChain = Promise.resolve();
    let killed = 0;
    for (const [i, event] of events.entries()) {
      const due = Math.floor(((i + 1) * leads) / (events.length + 1));
      while ((await progress()) < due && Date.now() < deadline) await sleep(options.pace === 'delivered' ? 50 : 5);
      await sleep(between(0, 100));
      if (event === 'kill') await kill(killed++ % instances);
      else outageChain = outageChain.then(outage);
    }
    await outageChain;
  };

  try {
    await Promise.all([chaos(), ...Array.from({ length: clients }, client)]);
    log(`all ${accepted.size} leads accepted; waiting for delivery`);
    let counts = await box.counts();
    while (counts.delivered < leads && Date.now() < deadline) {
      await sleep(100);
      counts = await box.counts();
    }
    await sleep(300); // a late duplicate would show up here
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    received.push(...(peer?.received ?? []));
    const deliveredBy = Array<number>(instances).fill(0);
    for (const record of await box.list({ status: 'delivered', limit: leads + 10 })) {
      const instance = pids.get(pidOf(record));
      if (instance !== undefined) deliveredBy[instance]!++;
    }
    const ids = received.map(messageLead);
    const distinct = new Set(ids);
    const duplicateIds = ids.filter((id, i) => ids.indexOf(id) !== i);
    return {
      db,
      instances,
      leadsSent: leads,
      leadsAccepted: new Set(accepted.values()).size,
      ...report,
      emailsReceived: ids.length,
      distinctEmails: distinct.size,
      duplicates: ids.length - distinct.size,
      duplicatesInDoubt: duplicateIds.filter((id) => id !== undefined && inDoubt.has(id)).length,
      missing: [...accepted.values()].filter((leadId) => !distinct.has(leadId)),
      outbox: Object.fromEntries(Object.entries(counts)),
      deliveredBy,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    for (const server of servers) server.process.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await box.close();
    await peer?.stop();
    await pgServer?.stop();
    await removeTempDir(dir);
  }
}
