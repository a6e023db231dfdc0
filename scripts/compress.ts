/**
 * Build step: writes Brotli (.br) and gzip (.gz) twins of every text file in the build, so the
 * server sends compressed bytes without spending CPU per request (server/routes/static-files.ts).
 *
 * Node's zlib compresses on libuv's worker threads, so one file in flight per core keeps every
 * core busy without a worker pool of our own. COMPRESS=quick (the build of `npm start`,
 * scripts/build.ts) uses light settings: seconds instead of half a minute, bytes that only
 * travel over loopback. The production build, which `npm test` checks against the first-window
 * budget (tests/build/first-paint.test.ts), uses Brotli 11.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;
const quick = process.env.COMPRESS === 'quick';

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* walk(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Quality 11 for hashed assets and pages (a page is the one request before its first paint, and
 * 11 makes a typical one about 10% smaller than 9, docs/decisions/019-first-paint.md); 9 for the
 * other files (source maps, the sitemap) keeps the build fast.
 */
const brotliQuality = (file: string) => (quick ? 4 : /\.(?:html|js|css|svg)$/.test(file) ? 11 : 9);

async function compress(file: string) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return undefined;
  const [b, g] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: quick ? 6 : 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  return { raw: data.length, br: b.length };
}

const started = performance.now();
const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
const queue: string[] = [];
for await (const file of walk(clientDir)) queue.push(file);
let files = 0;
let raw = 0;
let br = 0;
const lanes = Array.from({ length: availableParallelism() }, async () => {
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const sizes = await compress(file);
    if (!sizes) continue;
    files++;
    raw += sizes.raw;
    br += sizes.br;
  }
});
await Promise.all(lanes);
console.log(
  `compressed ${files} files${quick ? ' (quick)' : ''}: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli in ${Math.round(performance.now() - started)} ms`,
);
