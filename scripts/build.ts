/**
 * `npm run build`: the production build, step by step, each step's time printed.
 *   1. the client (Vite, with the service worker) and, beside it, the prerender entry and the
 *      server bundle (two Vite builds that need nothing from the client's);
 *   2. every page's HTML (prerender.ts) and the app icons (pwa-icons.ts);
 *   3. the precache list into sw.js (precache.ts: it lists the shell and the icons);
 *   4. the Brotli and gzip twins (compress.ts).
 * Then it records the hash of its inputs (build-inputs.js), which `npm start` compares to skip a
 * build nothing has changed.
 *
 * `--quick` is the build of `npm start` (scripts/start.js): pages link the whole stylesheet
 * instead of inlining their own part of it, and compression is light. What is tested and
 * shipped is the production build (docs/decisions/022-fast-feedback.md).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, writeBuildStamp, type BuildMode } from './build-inputs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const mode: BuildMode = process.argv.includes('--quick') ? 'quick' : 'production';
const env = { ...process.env, ...(mode === 'quick' && { PRERENDER_CSS: 'link', COMPRESS: 'quick' }) };

function run(label: string, args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

async function step(label: string, ...jobs: [string, string[]][]) {
  const started = performance.now();
  await Promise.all(jobs.map(([name, args]) => run(name, args)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: ${label} ${seconds} s`);
}

async function main() {
  const started = performance.now();
  const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  // Hashed before anything runs: a file edited during the build makes the next start rebuild.
  const inputs = await buildInputsHash(root);
  // A build that stops half way must not leave the stamp of the one before it.
  await rm(path.join(dist, 'build-stamp.json'), { force: true });
  // Three Vite builds into three folders; each runs the router plugin, which rewrites
  // src/routeTree.gen.ts only when the routes changed, to the same text in each.
  await step(
    'client, prerender entry and server bundle',
    ['client', [vite, 'build', '--logLevel', 'warn']],
    ['ssr', [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']],
    ['server', [vite, 'build', '--ssr', '--mode', 'server', '--logLevel', 'warn']],
  );
  await step('pages and icons', ['prerender', [tsx, 'scripts/prerender.ts']], ['icons', [tsx, 'scripts/pwa-icons.ts']]);
  await step('precache list', ['precache', [tsx, 'scripts/precache.ts']]);
  await step('compression', ['compress', [tsx, 'scripts/compress.ts']]);
  await writeBuildStamp(dist, { inputs, mode });
  console.log(`build: ${mode} build done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
