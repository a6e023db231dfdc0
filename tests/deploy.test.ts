import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';

/**
 * The deploy/ files (README "Deployment") against the code they start: the systemd unit and the
 * Caddyfile through their own checkers when installed, and every path, script and variable they
 * name against the repository. The Dockerfile is checked statically only: no Docker engine here.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const which = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
/** .ci/run installs both checkers, so in CI a missing one is a failure, not a skip. */
const missing = (tool: string) => !which(tool) && !process.env.CI;

const unitPath = join(root, 'deploy/sunfield-site.service');
const unit = read('deploy/sunfield-site.service');
const dockerfile = read('deploy/Dockerfile');
const caddyfile = read('deploy/Caddyfile');
const envExample = read('deploy/site.env.example');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Every `Key=value` of the unit, in order (a key may repeat). */
const unitEntries = unit
  .split('\n')
  .map((line) => /^([A-Za-z]+)=(.*)$/.exec(line))
  .filter((m) => m !== null)
  .map(([, key, value]) => [key!, value!] as const);
const unitValue = (key: string) => unitEntries.find(([k]) => k === key)?.[1];
const unitEnv = Object.fromEntries(
  unitEntries.filter(([k]) => k === 'Environment').flatMap(([, v]) => v.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string])),
);
/** The example's active lines, and the names of its commented-out ones. */
const exampleEnv = Object.fromEntries([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, k, v]) => [k!, v!]));
const exampleNames = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);
const dockerEnvNames = [...dockerfile.matchAll(/^(?:ENV|\s+)\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);
/** The variables server/config.ts reads: the keys of its environment schema. */
const knownVariables = new Set([...read('server/config.ts').matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name!));

describe('deploy/', () => {
  it.skipIf(missing('systemd-analyze'))('has a systemd unit that systemd accepts, with a low exposure score', () => {
    const verify = spawnSync('systemd-analyze', ['verify', unitPath], { encoding: 'utf8' });
    // verify exits 0 on unknown keys and bad values too; it only warns on stderr.
    expect({ status: verify.status, stderr: verify.stderr.trim() }).toEqual({ status: 0, stderr: '' });
    // 0-100 scale, shown as 0.0-10.0: 2.0 and under is "OK"; an unhardened unit scores over 9.
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', '--threshold=20', unitPath], { encoding: 'utf8' });
    expect(security.status, security.stdout.split('\n').at(-2)).toBe(0);
  });

  it.skipIf(missing('caddy'))('has a Caddyfile that Caddy accepts', () => {
    const home = mkdtempSync(join(tmpdir(), 'caddy-home-'));
    try {
      const result = spawnSync('caddy', ['validate', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
      });
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('runs as a dedicated user, writes only to the data folder, and is hardened', () => {
    expect(unitValue('User')).toMatch(/^(?!root$)\w+$/);
    expect(unitValue('WorkingDirectory')).toBe('/opt/sunfield-site');
    expect(unitValue('EnvironmentFile')).toBe('/etc/sunfield/site.env');
    expect(unitValue('Restart')).toBe('on-failure');
    expect(unitValue('ReadWritePaths')).toBe(unitEnv.DATA_DIR);
    expect(`/var/lib/${unitValue('StateDirectory')}`).toBe(unitEnv.DATA_DIR);
    for (const [key, value] of Object.entries({
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      UMask: '0077',
    })) {
      expect(unitValue(key), key).toBe(value);
    }
  });

  it('starts the entry the server build writes, and names only scripts and files that exist', () => {
    // The same command as `npm run serve`; tests/build/server-runtime.test.ts checks the build writes it.
    expect(scripts.serve).toBe('node dist/server/index.js');
    expect(unitValue('ExecStart')).toBe('node dist/server/index.js');
    expect(dockerfile).toContain('CMD ["node", "dist/server/index.js"]');

    for (const [, name] of dockerfile.matchAll(/npm run ([\w:-]+)/g)) expect(scripts, name).toHaveProperty(name!);
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\w+)$/gm)].map(([, stage]) => stage);
    for (const [, from, sources] of dockerfile.matchAll(/^COPY (?:--from=(\w+) )?(.+) \S+$/gm)) {
      if (from) expect(stages).toContain(from);
      else for (const source of sources!.split(' ')) expect(existsSync(join(root, source)), source).toBe(true);
    }
    // The Node line recommended for production is the one .nvmrc names (README "The two commands").
    const line = read('.nvmrc').trim();
    expect(line).toMatch(/^\d+$/);
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${line}-slim AS runtime$`, 'm'));
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${line}-slim AS base$`, 'm'));
    expect((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node).toMatch(new RegExp(`^\\^${line}\\.`));
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \/data$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/livez/);
    expect(read('server/routes/health.ts')).toContain("'/livez'");

    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);

    const deployment = /^## Deployment\n([\s\S]*?)(?=^## )/m.exec(read('README.md'))?.[1] ?? '';
    expect(deployment).not.toBe('');
    for (const [, name] of deployment.matchAll(/npm run ([\w:-]+)/g)) expect(scripts, name).toHaveProperty(name!);
    for (const [, path] of deployment.matchAll(/`(deploy\/[\w.-]+)`/g)) expect(existsSync(join(root, path!)), path).toBe(true);
  });

  it('sets only variables the server knows, and together they make a valid production config', () => {
    for (const name of [...exampleNames, ...Object.keys(unitEnv), ...dockerEnvNames]) expect(knownVariables, name).toContain(name);
    // systemd reads the unit's Environment= first; the env file overrides it.
    const config = loadConfig({ ...unitEnv, ...exampleEnv }, '/opt/sunfield-site');
    expect(config).toMatchObject({ host: '127.0.0.1', trustProxy: 'loopback', dataDir: '/var/lib/sunfield-site' });
    expect(config.staticDir).toBe('/opt/sunfield-site/dist/client');
    // Caddy forwards to the address the server listens on.
    expect(caddyfile).toContain(`reverse_proxy ${config.host}:${config.port}`);
  });
});
