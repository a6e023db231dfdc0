/**
 * `npx tsx scripts/bench-upload.ts`: what 15 MB uploads cost the server (docs/decisions/017).
 * Starts the production server bundle (`dist/server/index.js`: `npx vite build --ssr --mode
 * server` makes it) in its own process (SQLite, delivering to an SMTP peer in this process),
 * measures a cheap request's latency alone, then again while `--uploads` leads of 15 MB (three
 * 5 MB PDFs) are sent `--parallel` at a time, waits until every one is mailed, and reads the
 * server's peak memory (VmHWM) from /proc.
 *   npx tsx scripts/bench-upload.ts --uploads 8 --parallel 4
 * `--root DIR` runs the server built in another checkout, to measure before and after a change;
 * `--db postgres` stores in a throw-away PostgreSQL; `--profile DIR` writes the server's CPU profile.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSP_HASHES_FILE } from '../server/security/csp-hashes';
import { freePort } from '../server/test-support/child-server';
import { multipartBody } from '../server/test-support/multipart';
import { pdfFile } from '../server/test-support/sample-files';
import { startSmtpPeer } from '../server/test-support/smtp-peer';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '8' },
    parallel: { type: 'string', default: '4' },
    root: { type: 'string', default: process.cwd() },
    db: { type: 'string', default: 'sqlite' },
    profile: { type: 'string' },
  },
});
const uploads = Number(args.uploads);
const parallel = Number(args.parallel);
const root = path.resolve(args.root);
const MB = 1024 * 1024;

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-bench-upload-'));
// No site is served, but the CSP middleware reads the build's hash record once, as it would in
// production; without one it would look for it again on every request and skew the figures.
const staticDir = path.join(dataDir, 'site');
await mkdir(staticDir);
await writeFile(path.join(staticDir, CSP_HASHES_FILE), JSON.stringify({ script: [] }));
const smtp = await startSmtpPeer();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
let databaseUrl: string | undefined;
let stopPg: (() => Promise<void>) | undefined;
if (args.db === 'postgres') {
  const { startPostgres } = await import('../server/test-support/postgres');
  const pg = await startPostgres();
  databaseUrl = await pg.createDatabase();
  stopPg = () => pg.stop();
}
const entry = path.join(root, 'dist/server/index.js');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npx vite build --ssr --mode server\` in ${root} first`);
// `--profile DIR`: the server's CPU profile (open it in Chrome's DevTools) shows what holds the event loop.
const profile = args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [];
const server: ChildProcess = spawn(process.execPath, [...profile, entry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    SPAM_MIN_FILL_MS: '0',
    UPLOADS_PER_CLIENT: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.once('exit', () => server.kill('SIGKILL')); // never left behind, whatever ends this run
await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
server.stdout!.resume();

/** A cheap request (GET /api/none: a JSON 404 through every middleware) from 4 callers, until `until` settles. */
const cheap = (until: Promise<unknown>) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${url}/api/none`, connections: 4, duration: 3600 }, (err: unknown, result) =>
      err ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err })) : resolve(result),
    );
    // Stopped however `until` ends; its failure is reported by whoever awaits it.
    until.then(
      () => instance.stop(),
      () => instance.stop(),
    );
  });

const files = [0, 1, 2].map((i) => ({
  bytes: Buffer.concat([pdfFile(`file ${i}`), Buffer.alloc(5 * MB - 64 * 1024 - pdfFile(`file ${i}`).length, 0x20)]),
  type: 'application/pdf',
}));
/** Uploads sent again, by the answer that made the client retry. */
const retries = new Map<string, number>();
async function upload(): Promise<number> {
  const lead = {
    id: randomUUID(),
    form: 'quote',
    name: 'Bench Upload',
    email: 'bench@example.com',
    phone: '+16615550123',
    service: 'new-solar',
    message: 'Fifteen megabytes of bills.',
    fillMs: 9000,
  };
  const { body, contentType } = multipartBody(lead, files);
  for (;;) {
    let status: number | string;
    try {
      const res = await fetch(`${url}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'idempotency-key': lead.id },
        body: new Uint8Array(body),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      // The connection dropped (after a 408 or 503 the server closes it while the body is still going).
      status = (error as { cause?: { code?: string } }).cause?.code ?? 'network error';
    }
    if (status === 200) return body.length;
    if (typeof status === 'number' && status !== 503 && status !== 408) throw new Error(`upload answered ${status}`);
    // What the browser's outbox does with a busy server or a request too slow for the timeout: try again.
    retries.set(String(status), (retries.get(String(status)) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  const pid = server.pid!;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = memory(pid);
  const alone = await cheap(new Promise((r) => setTimeout(r, 5000)));
  // The peak so far: what cheap requests alone make the process hold (young garbage and all).
  const busy = memory(pid);
  const started = Date.now();
  let sent = 0;
  let answeredAt = 0;
  const work = (async () => {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (sent < uploads) {
          sent++;
          await upload();
        }
      }),
    );
    answeredAt = Date.now();
    while (smtp.received.length < uploads) await new Promise((r) => setTimeout(r, 50));
  })();
  const during = await cheap(work);
  await work; // an upload the server refused (a 408 on a machine too busy) ends the run with its status
  const mailed = Date.now() - started;
  const peak = memory(pid);
  const ms = (r: autocannon.Result) =>
    `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms (${r.requests.total} requests)`;
  console.log(`root ${root}; ${args.db}; ${uploads} uploads of 15 MB, ${parallel} at a time; node ${process.version}`);
  console.log(
    `server memory: idle ${idle.rss} MB, peak under cheap requests ${busy.peak} MB, peak with uploads ${peak.peak} MB ` +
      `(+${peak.peak - busy.peak} MB for the uploads)`,
  );
  const retried = [...retries].map(([status, n]) => `${n} x ${status}`).join(', ') || 'none';
  console.log(`all answered after ${answeredAt - started} ms, all mailed after ${mailed} ms; uploads sent again: ${retried}`);
  console.log(`cheap request alone:          ${ms(alone)}`);
  console.log(`cheap request during uploads: ${ms(during)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await smtp.stop();
  await stopPg?.();
  await rm(dataDir, { recursive: true, force: true });
}
