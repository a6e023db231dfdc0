/**
 * `npm run bench`: autocannon against the real production server (node dist/server/index.js) on
 * loopback, in one run, side by side: a prerendered page, POST /api/send-email accepting valid
 * leads (durable commit included, delivering to an in-process SMTP peer), and a bare Express JSON
 * echo as the ceiling. Prints requests/s, p50/p99 latency and the accept/echo ratio, then checks
 * that every accepted lead is in the outbox.
 *   npm run bench -- --seconds 10 --connections 20
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openOutbox } from '../server/outbox/outbox';
import { freePort } from '../server/test-support/child-server';
import { startSmtpPeer } from '../server/test-support/smtp-peer';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const duration = Number(args.seconds);
const connections = Number(args.connections);
const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(path.join(dist, 'server/index.js'))) throw new Error('No build: run npm run build first');

/** Starts a node process and resolves once `url` answers. */
async function start(argv: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`${argv.join(' ')} did not start`);
}

// The reference ceiling: Express 5 parsing and answering JSON, nothing else.
const echoSource = `
const express = require('express');
const app = express();
app.use(express.json({ limit: '16kb' }));
app.post('/echo', (req, res) => res.json({ success: true, id: req.body.id }));
app.listen(Number(process.env.PORT), '127.0.0.1');`;

const lead = () => ({
  id: randomUUID(),
  form: 'quote',
  name: 'Bench O&#39;Mark',
  email: 'bench@example.com',
  phone: '+16615550123',
  service: 'new-solar',
  message: 'Benchmark lead: roof faces south, bill about $250 a month.',
});

function run(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...opts }, (err: unknown, result) =>
      err ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err })) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    console.log(`running: ${title}`);
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-bench-'));
const smtp = await startSmtpPeer();
const [sitePort, echoPort] = [await freePort(), await freePort()];
const siteUrl = `http://127.0.0.1:${sitePort}`;
const server = await start(
  [path.join(dist, 'server/index.js')],
  {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dist, 'client'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SPAM_MIN_FILL_MS: '0',
  },
  `${siteUrl}/healthz`,
);
const echo = await start(['-e', echoSource], { PORT: String(echoPort) }, `http://127.0.0.1:${echoPort}/`);

try {
  const page = await run('GET / (prerendered, brotli)', { url: `${siteUrl}/`, headers: { 'accept-encoding': 'br' } });
  const accept = await run('POST /api/send-email', {
    url: `${siteUrl}/api/send-email`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(lead()) }) }],
  });
  const ceiling = await run('POST echo (bare Express JSON)', {
    url: `http://127.0.0.1:${echoPort}/echo`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(lead()) }) }],
  });

  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r['2xx']} | ${r.non2xx + r.errors + r.timeouts} |`;
  console.log(`\n${duration} s each, ${connections} connections, loopback, ${process.arch} node ${process.version}\n`);
  console.log('| target | req/s | p50 ms | p99 ms | 2xx | other |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('GET / (static page)', page));
  console.log(row('POST /api/send-email (durable accept)', accept));
  console.log(row('POST echo (Express JSON ceiling)', ceiling));
  console.log(`\naccept / echo ratio: ${(accept.requests.average / ceiling.requests.average).toFixed(2)}`);

  const outbox = openOutbox(dataDir);
  const counts = outbox.counts();
  outbox.close();
  // autocannon stops counting at the deadline: up to one request per connection was still in
  // flight, accepted by the server but not counted, so the outbox may hold a few more.
  console.log(`outbox: ${counts.total} leads stored for ${accept['2xx']} answered 200 (${counts.delivered} already mailed)`);
  if (counts.total < accept['2xx'] || counts.total > accept['2xx'] + connections) {
    console.error('MISMATCH: every accepted lead must be in the outbox');
    process.exitCode = 1;
  }
} finally {
  const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  server.kill('SIGTERM');
  echo.kill('SIGTERM');
  await Promise.all([exited(server), exited(echo)]);
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
}
