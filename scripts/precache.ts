/**
 * Last build step: write the precache list into sw.js. It runs after prerendering because
 * shell.html (and the icons) only exist then; a list injected during `vite build` could not
 * include them, or would carry revisions of files that were rewritten afterwards.
 *
 * Precached: the shell, every script, style, font and image of the build, the icons and the
 * manifest. Not precached: the prerendered pages (hundreds of pages x ~30 KB each would be
 * megabytes on one bar of signal); the shell renders any route offline from the bundled
 * content, and pages the visitor opened are kept by the worker's page cache.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precacheEntries } from './precache-list';

const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
const swFile = path.join(clientDir, 'sw.js');
const INJECTION_POINT = 'self.__WB_MANIFEST';
/** A first visit on a rural connection should not fetch more than this in the background. */
const BUDGET_BYTES = 6 * 1024 * 1024;

async function main() {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(clientDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  const entries = await precacheEntries(files, async (file) => {
    const content = await readFile(path.join(clientDir, file));
    return { bytes: content.length, md5: createHash('md5').update(content).digest('hex') };
  });
  const total = entries.reduce((sum, e) => sum + e.bytes, 0);
  if (total > BUDGET_BYTES) throw new Error(`Precache is ${(total / 1024).toFixed(0)} KB, over the ${BUDGET_BYTES / 1024} KB budget`);
  if (!entries.some((e) => e.url === '/shell.html')) throw new Error('shell.html is missing: run the prerender step first');

  const sw = await readFile(swFile, 'utf8');
  const parts = sw.split(INJECTION_POINT);
  if (parts.length !== 2)
    throw new Error(`sw.js must contain ${INJECTION_POINT} exactly once (found ${parts.length - 1}); rebuild the client`);
  const manifest = JSON.stringify(entries.map(({ url, revision }) => ({ url, revision })));
  await writeFile(swFile, parts.join(manifest));
  console.log(`precache: ${entries.length} files, ${(total / 1024).toFixed(0)} KB injected into sw.js`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
