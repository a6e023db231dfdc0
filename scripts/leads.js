/**
 * `npm run leads`: runs the compiled CLI of the build (dist/server/leads.js) when there is one,
 * since a production install has no devDependencies and so no tsx; in a checkout without a build
 * it runs the TypeScript source (scripts/leads-cli.ts) through tsx. Plain JavaScript on purpose.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = resolve(root, process.env.DIST_DIR ?? 'dist', 'server', 'leads.js');

if (existsSync(built)) {
  await import(pathToFileURL(built).href);
} else {
  const args = ['--import', 'tsx', resolve(root, 'scripts', 'leads-cli.ts'), ...process.argv.slice(2)];
  const { status, error } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (error) console.error(`Could not run the leads CLI from source: ${error.message}`);
  process.exitCode = status ?? 1;
}
