import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../server/test-support/temp-dir';

const launcher = resolve(import.meta.dirname, 'leads.js');
const run = (distDir: string, args: string[]) =>
  spawnSync(process.execPath, [launcher, ...args], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, DIST_DIR: distDir },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('npm run leads (scripts/leads.js)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('runs the compiled CLI of the build when there is one, with the arguments given', () => {
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'leads.js'), 'console.log("compiled", JSON.stringify(process.argv.slice(2)));\n');
    const res = run(dir, ['list', '--status', 'failed']);
    expect(res.stdout.trim()).toBe('compiled ["list","--status","failed"]');
    expect(res.status).toBe(0);
  });

  it('runs the TypeScript source in a checkout without a build, and passes its exit code on', () => {
    const help = run(join(dir, 'no-build'), ['--help']);
    expect(help.stdout).toContain('Usage: npm run leads -- <command>');
    expect(help.status).toBe(0);
    const missing = run(join(dir, 'no-build'), ['list', '--data-dir', join(dir, 'nothing')]);
    expect(missing.stderr).toContain('No lead database at');
    expect(missing.status).toBe(1);
  });
});
