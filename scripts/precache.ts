/**
 * Build step after prerendering: workbox-build writes the precache list into sw.js. It runs
 * after prerendering because shell.html (and the icons) only exist then; a list injected during
 * `vite build` could not include them, or would carry revisions of files rewritten afterwards.
 * What is precached, and why: precache-list.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { INJECTION_POINT, precacheOptions } from './precache-list';

const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
const swFile = path.join(clientDir, 'sw.js');

async function main() {
  // sw.js is both source and destination: once injected, the placeholder is gone, and workbox
  // would only say it cannot find it.
  if (!(await readFile(swFile, 'utf8')).includes(INJECTION_POINT)) {
    throw new Error(`sw.js has no ${INJECTION_POINT} (already injected?): rebuild the client`);
  }
  const { count, size, warnings } = await injectManifest({
    ...precacheOptions(clientDir),
    swSrc: swFile,
    swDest: swFile,
    injectionPoint: INJECTION_POINT,
  });
  // Warnings mean a file was left out (too large) or a pattern could not be read.
  if (warnings.length > 0) throw new Error(`Precache warnings:\n${warnings.join('\n')}`);
  console.log(`precache: ${count} files, ${(size / 1024).toFixed(0)} KB injected into sw.js`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
