/**
 * `npx tsx scripts/bench-health.ts`: what /healthz costs with a full outbox (docs/decisions/025).
 * Seeds a SQLite outbox with N leads (mostly delivered over 60 days, some held, a few waiting),
 * starts the real server on it in its own process, then for `--seconds` polls /healthz from
 * `--connections` callers (from loopback: the full detail) while one more caller measures a cheap
 * request (GET /api/none, a JSON 404 through every middleware). Prints req/s and latencies.
 *   npx tsx scripts/bench-health.ts -- --leads 20000 --leads 200000 --seconds 10 --connections 10
 * `--root DIR` runs the server of another checkout (e.g. `git archive <commit>` unpacked, with
 * node_modules linked), to measure before and after a change on the same machine.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../server/test-support/child-server';

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', multiple: true, default: ['20000', '200000'] },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    root: { type: 'string', default: process.cwd() },
  },
});
const duration = Number(args.seconds);
const connections = Number(args.connections);
const root = path.resolve(args.root);

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/test-support/crash-child.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      MAIL_MODE: 'files',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** N leads in one transaction, as months of a busy site leave them. */
function seed(dataDir: string, n: number): void {
  const db = new Database(path.join(dataDir, 'leads.db'));
  const insert = db.prepare(
    `INSERT INTO leads (lead_id, client_id, form, payload, status, attempts, next_attempt_at, created_at, updated_at, delivered_at, message_id, quarantine_reason)
     VALUES (@id, @client, 'quote', @payload, @status, 1, @at, @at, @at, @delivered, @message, @reason)`,
  );
  const payload = JSON.stringify({
    id: randomUUID(),
    form: 'quote',
    name: 'Bench Mark',
    email: 'b@example.com',
    phone: '+16615550123',
    service: 'new-solar',
    message: 'x'.repeat(300),
  });
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const at = now - Math.floor(((n - i) / n) * 60 * 86_400_000);
      const status = i % 50 === 0 ? 'quarantined' : n - i <= 3 ? 'pending' : 'delivered';
      insert.run({
        id: `lead_${randomUUID().replaceAll('-', '')}`,
        client: randomUUID(),
        payload,
        status,
        at,
        delivered: status === 'delivered' ? at + 5000 : null,
        message: status === 'delivered' ? `<${i}@bench>` : null,
        reason: status === 'quarantined' ? 'honeypot field filled in' : null,
      });
    }
  })();
  db.close();
}

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ duration, ...opts }, (err: unknown, result) =>
      err ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err })) : resolve(result),
    );
  });

console.log(`root ${root}; ${duration} s each, ${connections} callers on /healthz (loopback: full detail), node ${process.version}\n`);
console.log(
  '| leads | /healthz req/s | /healthz p50 ms | /healthz p99 ms | cheap request p50 ms | cheap request p99 ms | cheap requests answered | timed out (10 s) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const n of args.leads.map(Number)) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-bench-health-'));
  try {
    const port = await freePort();
    await stop(await startServer(dataDir, port)); // creates and migrates leads.db
    seed(dataDir, n);
    const server = await startServer(dataDir, port);
    try {
      const url = `http://127.0.0.1:${port}`;
      const [health, cheap] = await Promise.all([
        run({ url: `${url}/healthz`, connections }),
        run({ url: `${url}/api/none`, connections: 1 }),
      ]);
      console.log(
        `| ${n} | ${Math.round(health.requests.average)} | ${health.latency.p50} | ${health.latency.p99} | ${cheap.latency.p50} | ${cheap.latency.p99} | ${cheap.non2xx + cheap['2xx']} | ${cheap.timeouts} |`,
      );
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
