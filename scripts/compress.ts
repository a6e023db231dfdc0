/**
 * Build step: writes Brotli (.br) and gzip (.gz) twins of every text file in the build, so the
 * server sends compressed bytes without spending CPU per request (server/routes/static-files.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* walk(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = performance.now();
const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
let files = 0;
let raw = 0;
let br = 0;
const jobs: Promise<void>[] = [];
for await (const file of walk(clientDir)) {
  jobs.push(
    (async () => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      // Quality 11 for hashed assets and pages (a page is the one request before its first paint,
      // and 11 makes a typical one about 10% smaller than 9, docs/decisions/019-first-paint.md);
      // 9 for the other files (source maps, the sitemap) keeps the build fast.
      const quality = /\.(?:html|js|css|svg)$/.test(file) ? 11 : 9;
      const [b, g] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
      files++;
      raw += data.length;
      br += b.length;
    })(),
  );
}
await Promise.all(jobs);
console.log(
  `compressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli in ${Math.round(performance.now() - started)} ms`,
);
