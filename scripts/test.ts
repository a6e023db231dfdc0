/**
 * `npm test`: every check, stage by stage, and how long each took (docs/decisions/022-fast-feedback.md).
 *
 *   lint         the type check and ESLint on one TypeScript program (scripts/lint.ts), beside Prettier
 *   unit         Vitest: unit and API tests, one file per core, one PostgreSQL for the run; the soak
 *                tests too when there is no second Node (else they run there, once)
 *   build        the production build (scripts/build.ts), Brotli 11 included
 *   build checks the production bytes: first-window budget, heads, sitemap, precache (tests/build)
 *   e2e          Playwright in Debian's Chromium against the built site on the real server
 *   second Node  the unit, API and soak tests under the .nvmrc line, the production one (scripts/second-node.ts)
 *
 * Jobs of one stage run at the same time; a stage starts when the one before has passed. The
 * output of a job that shares its stage is printed when it ends, so logs do not interleave.
 * `npm test -- e2e` runs only the stages named.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secondNodeBinary } from './second-node-dir';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (tool: string) => path.join(root, 'node_modules/.bin', tool);
const tsx = (script: string) => [bin('tsx'), script];

const wanted = process.argv.slice(2);
const runs = (stage: string) => wanted.length === 0 || wanted.includes(stage);

/**
 * The soak tests (kill -9, two instances, fuzzers: a minute of the stage, two at a time) run once,
 * under the production line: in the second Node's stage when that Node is there and the stage
 * runs (as in CI, where scripts/second-node.ts requires it), else in the unit stage
 * (docs/decisions/022-fast-feedback.md).
 */
const soakInSecondNode = runs('second Node') && existsSync(secondNodeBinary(root));
const unitProjects = soakInSecondNode ? ['--project', 'unit'] : [];

interface Job {
  name: string;
  command: string[];
}

const stages: { name: string; jobs: Job[] }[] = [
  {
    name: 'lint',
    jobs: [
      { name: 'types + eslint', command: tsx('scripts/lint.ts') },
      { name: 'prettier', command: [bin('prettier'), '--check', '.'] },
    ],
  },
  { name: 'unit', jobs: [{ name: 'vitest', command: [bin('vitest'), 'run', ...unitProjects] }] },
  { name: 'build', jobs: [{ name: 'build', command: tsx('scripts/build.ts') }] },
  { name: 'build checks', jobs: [{ name: 'vitest', command: [bin('vitest'), 'run', '--config', 'tests/build/vitest.config.ts'] }] },
  { name: 'e2e', jobs: [{ name: 'playwright', command: [bin('playwright'), 'test'] }] },
  { name: 'second Node', jobs: [{ name: 'vitest', command: tsx('scripts/second-node.ts') }] },
];

function run(job: Job, alone: boolean): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = job.command;
    const child = spawn(command!, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => resolve({ ok, seconds: (performance.now() - started) / 1000, output });
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.once('exit', (code) => done(code === 0));
  });
}

const selected = stages.filter((s) => runs(s.name));
if (selected.length === 0) throw new Error(`No stage named ${wanted.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);

const table: string[] = [];
const started = performance.now();
let failed = false;
for (const stage of selected) {
  console.log(`\n=== ${stage.name} ===`);
  const stageStarted = performance.now();
  const alone = stage.jobs.length === 1;
  const results = await Promise.all(
    stage.jobs.map(async (job) => {
      const result = await run(job, alone);
      if (!alone) process.stdout.write(`--- ${stage.name}: ${job.name} (${result.seconds.toFixed(1)} s) ---\n${result.output}`);
      return result;
    }),
  );
  const seconds = (performance.now() - stageStarted) / 1000;
  const ok = results.every((r) => r.ok);
  const jobs = alone ? '' : ` (${stage.jobs.map((j, i) => `${j.name} ${results[i]!.seconds.toFixed(0)} s`).join(', ')})`;
  table.push(`${stage.name.padEnd(13)} ${seconds.toFixed(1).padStart(6)} s  ${ok ? 'passed' : 'FAILED'}${jobs}`);
  console.log(`=== ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  if (!ok) {
    failed = true;
    break;
  }
}
table.push(`${'total'.padEnd(13)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
console.log(`\nnpm test, time by stage:\n${table.join('\n')}`);
process.exitCode = failed ? 1 : 0;
