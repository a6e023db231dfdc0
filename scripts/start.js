/**
 * `npm start`: builds the site unless the last finished build was made from exactly these
 * inputs (a hash of their contents, scripts/build-inputs.js), then runs the built server. The
 * build it makes is the quick one (scripts/build.ts --quick); a production build of the same
 * inputs (`npm run build`, as `npm test` makes) is used as it is. Plain JavaScript: a start with
 * nothing to build loads no compiler (docs/decisions/022-fast-feedback.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, readBuildStamp } from './build-inputs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');

const [inputs, stamp] = await Promise.all([buildInputsHash(root), readBuildStamp(dist)]);
const complete = ['server/index.js', 'client/index.html'].every((file) => existsSync(path.join(dist, file)));
if (complete && stamp?.inputs === inputs) {
  console.log(`start: the ${stamp.mode} build in ${path.relative(root, dist) || '.'} is of these sources; not building again`);
} else {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const built = spawnSync(process.execPath, [tsx, path.join(root, 'scripts/build.ts'), '--quick'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server in a process of its own, as `npm run serve` runs it; signals go through to it, so
// Ctrl-C and SIGTERM shut it down gracefully.
const server = spawn(process.execPath, [path.join(dist, 'server/index.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
