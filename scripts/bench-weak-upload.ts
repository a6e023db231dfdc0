/**
 * `npx tsx scripts/bench-weak-upload.ts`: how long a quote with photos takes to reach the office
 * over a weak uplink (docs/decisions/028-resumable-uploads.md), the way the browser sent it
 * before (one multipart request, cut at 20 s plus a second per 50 KB by the page and at
 * REQUEST_TIMEOUT_MS by the server, retried from the first byte with the outbox's backoff) and
 * now (the lead as JSON, then each file in parts from where the server has it, with the very
 * code the browser runs: src/offline/uploads.ts). Both against the real server (SQLite, a real
 * SMTP peer) through the throttling proxy of the e2e tests.
 *   npx tsx scripts/bench-weak-upload.ts --kb 436 --files 2 --rate 16 --latency 150 --cut 0 --give-up 300
 * `--cut N` also drops the connection every N KB uploaded; `--only before|after`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { backoffMs } from '../src/offline/rules';
import { uploadFiles } from '../src/offline/uploads';
import { startThrottleProxy } from '../tests/e2e/support/throttle-proxy';
import { multipartBody } from '../server/test-support/multipart';
import { jpegWithMetadata } from '../server/test-support/sample-files';
import { startSmtpPeer } from '../server/test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../server/test-support/temp-dir';
import { startTestServer, wirePayload } from '../server/test-support/test-server';

const { values: args } = parseArgs({
  options: {
    kb: { type: 'string', default: '436' },
    files: { type: 'string', default: '2' },
    rate: { type: 'string', default: '16' },
    latency: { type: 'string', default: '150' },
    cut: { type: 'string', default: '0' },
    'give-up': { type: 'string', default: '300' },
    only: { type: 'string' },
  },
});
const total = Number(args.kb) * 1000;
const count = Number(args.files);
const giveUpMs = Number(args['give-up']) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// JPEGs of the issue's size: a real JPEG head, then bytes that do not compress (a photo's worth).
const photos = Array.from({ length: count }, () => jpegWithMetadata(randomBytes(Math.round(total / count) - 200)));
const hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function run(mode: 'before' | 'after') {
  const dir = await createTempDir('bench-weak-');
  const smtp = await startSmtpPeer();
  const server = await startTestServer({ dataDir: dir, smtpUrl: smtp.url });
  const proxy = await startThrottleProxy({
    target: Number(new URL(server.url).port),
    upBytesPerSecond: Number(args.rate) * 1024,
    latencyMs: Number(args.latency),
    cutEveryBytes: Number(args.cut) * 1024,
  });
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  let attempts = 0;
  let outcome = 'gave up';
  try {
    if (mode === 'before') {
      const lead = wirePayload();
      const { body, contentType } = multipartBody(
        lead,
        photos.map((bytes, i) => ({ bytes, name: `IMG_${i}.jpg` })),
      );
      // The page's timeout before: 20 s plus a second per 50 KB of files.
      const timeoutMs = 20_000 + Math.round(photos.reduce((s, p) => s + p.length, 0) / 50);
      while (Date.now() - started < giveUpMs) {
        attempts++;
        const res = await fetch(`${proxy.url}/api/send-email`, {
          method: 'POST',
          headers: { 'content-type': contentType, 'idempotency-key': lead.id },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(timeoutMs),
        }).catch((error: unknown) => error as Error);
        const answer = res instanceof Response ? `HTTP ${res.status}` : `cut (${res.name})`;
        console.log(`  before: attempt ${attempts} at ${elapsed()} s: ${answer}`);
        if (res instanceof Response && res.ok) {
          outcome = 'delivered';
          break;
        }
        await sleep(Math.min(backoffMs(attempts), Math.max(0, giveUpMs - (Date.now() - started))));
      }
    } else {
      const files = photos.map((bytes, i) => ({ name: `IMG_${i}.jpg`, type: 'image/jpeg', blob: new Blob([new Uint8Array(bytes)]) }));
      const lead = wirePayload({
        files: photos.map((p, i) => ({ size: p.length, sha256: hex(p), type: 'image/jpeg', name: `IMG_${i}.jpg` })),
      });
      const verbose = process.env.BENCH_VERBOSE === '1';
      const fetchImpl = (async (url: string, init?: RequestInit) => {
        const t = Date.now();
        const res = await fetch(proxy.url + url, init).catch((error: unknown) => {
          if (verbose)
            console.log(
              `    ${init?.method ?? 'GET'} ${url} failed after ${Date.now() - t} ms: ${String(error)} ${String((error as Error).cause)}`,
            );
          throw error;
        });
        if (verbose)
          console.log(
            `    ${init?.method ?? 'GET'} ${url} ${(init?.body as Blob | undefined)?.size ?? ''} -> ${res.status} in ${Date.now() - t} ms`,
          );
        return res;
      }) as typeof fetch;
      let accepted: { uploadToken: string; uploads: { offset: number; state: 'receiving' | 'complete' | 'refused' }[] } | undefined;
      while (!accepted && Date.now() - started < giveUpMs) {
        attempts++;
        const res = await fetchImpl('/api/send-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
          body: JSON.stringify(lead),
          signal: AbortSignal.timeout(20_000),
        }).catch(() => undefined);
        if (res?.ok) accepted = (await res.json()) as typeof accepted;
        console.log(`  after: lead text ${accepted ? 'accepted' : 'not through'} at ${elapsed()} s`);
      }
      let state = accepted && {
        token: accepted.uploadToken,
        offsets: accepted.uploads.map((u) => u.offset),
        states: accepted.uploads.map((u) => u.state),
      };
      while (state && Date.now() - started < giveUpMs) {
        state = await uploadFiles(lead.id, files, state, { fetchImpl });
        const done = state.states.every((s) => s !== 'receiving');
        console.log(`  after: upload pass ${++attempts} ended at ${elapsed()} s, offsets ${state.offsets.join(', ')}`);
        if (done) {
          outcome = state.states.every((s) => s === 'complete') ? 'delivered' : 'refused';
          break;
        }
        await sleep(2000); // the outbox's retry after progress
      }
    }
    if (outcome === 'delivered') {
      while (smtp.received.length === 0 && Date.now() - started < giveUpMs + 30_000) await sleep(50);
    }
    const mailed = smtp.received.length;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${mode}: ${outcome}, ${mailed} email(s), ${seconds.toFixed(1)} s until the office had it, ${attempts} attempts; ` +
        `${(proxy.stats().upBytes / 1024).toFixed(0)} KB carried up, ${proxy.stats().cuts} cuts`,
    );
    return { mode, outcome, seconds, mailed };
  } finally {
    await proxy.close();
    await server.close();
    await smtp.stop();
    await removeTempDir(dir);
  }
}

console.log(
  `${count} photos, ${(photos.reduce((s, p) => s + p.length, 0) / 1000).toFixed(0)} KB in all; uplink ${args.rate} KB/s, ` +
    `${args.latency} ms latency${Number(args.cut) ? `, cut every ${args.cut} KB` : ''}; giving up after ${args['give-up']} s`,
);
const modes = args.only ? [args.only as 'before' | 'after'] : (['before', 'after'] as const);
for (const mode of modes) await run(mode);
