/**
 * The built server and leads CLI in ${DIST_DIR ?? 'dist'}/server (`npm run test:build`, after the
 * build) run on a production install: `npm ci --omit=dev`, then plain node. So they may import
 * only Node built-ins, their own chunks and packages listed in `dependencies`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOutbox } from '../../server/outbox/outbox';
import { createTempDir, removeTempDir } from '../../server/test-support/temp-dir';
import { wirePayload } from '../../server/test-support/test-server';
import type { Lead } from '@/shared/lead/lead';

const root = resolve(import.meta.dirname, '../..');
const serverDir = resolve(root, process.env.DIST_DIR ?? 'dist', 'server');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));

/** Every module specifier a built file loads: static and dynamic import, export-from, require. */
function specifiers(code: string): string[] {
  const patterns = [
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]!));
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!);

describe('the built server needs only dependencies', () => {
  const files = existsSync(serverDir) ? walk(serverDir).filter((f) => f.endsWith('.js')) : [];

  it('has the server and the leads CLI', () => {
    expect(existsSync(join(serverDir, 'index.js'))).toBe(true);
    expect(existsSync(join(serverDir, 'leads.js'))).toBe(true);
  });

  it('imports only Node built-ins, its own files and packages in `dependencies`', () => {
    const outside: string[] = [];
    let packages = 0;
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          if (!existsSync(resolve(dirname(file), spec))) outside.push(`${file}: missing ${spec}`);
        } else if (!isBuiltin(spec)) {
          packages++;
          if (!Object.hasOwn(pkg.dependencies, packageOf(spec))) outside.push(`${file}: ${spec} is not in dependencies`);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(packages).toBeGreaterThan(5); // the scan found the real imports (express, pino, ...)
  });

  it('refuses to start in production without a mail setting, with the fix in the message', () => {
    const run = spawnSync(process.execPath, [join(serverDir, 'index.js')], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: join(tmpdir(), 'never-created') },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMTP_URL: is not set and NODE_ENV=production');
    expect(run.stderr).toContain('MAIL_MODE=files');
  });
});

describe('the compiled leads CLI', () => {
  let dir: string;
  let leadId: string;
  beforeAll(async () => {
    dir = await createTempDir();
    const outbox = openOutbox(dir);
    leadId = outbox.accept({ ...wirePayload(), name: 'Jane \u202eeoD' } as Lead, 1000).leadId;
    outbox.close();
  });
  afterAll(() => removeTempDir(dir));

  // cwd outside the project: tsx cannot be found from there, so only the compiled file can answer.
  const run = (command: string[], args: string[]) =>
    spawnSync(process.execPath, [...command, ...args], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH, DIST_DIR: resolve(serverDir, '..') },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it.each([
    ['node dist/server/leads.js', [join(serverDir, 'leads.js')]],
    ['npm run leads (scripts/leads.js)', [join(root, 'scripts', 'leads.js')]],
  ])('%s lists and shows leads from a database, odd text escaped', (_label, command) => {
    const list = run(command, ['list', '--data-dir', dir]);
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(leadId);
    expect(list.stdout).toContain('Jane \\u202eeoD');
    expect(list.stdout).not.toContain('\u202e');
    const show = run(command, ['show', leadId, '--data-dir', dir]);
    expect(show.status).toBe(0);
    expect(show.stdout).toContain(`Lead ID:      ${leadId}`);
  });
});
