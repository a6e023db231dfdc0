import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './child-server';
import { createTempDir, removeTempDir } from './temp-dir';

const run = promisify(execFile);

export const PG_PACKAGE =
  "Debian's postgresql package (apt-get install -y --no-install-recommends postgresql; .ci/run does this), or set PG_BIN to a folder holding initdb and pg_ctl";

/** The newest PostgreSQL server binaries: PG_BIN, else /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function findPgBin(): string | undefined {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'))
    .find(has);
}

/**
 * For `describe.runIf`: whether this machine can start a PostgreSQL server. Without the
 * binaries, a CI run fails (.ci/run installs them, so a missing server is a broken setup);
 * elsewhere the suite is skipped with a note saying what to install.
 */
export function postgresAvailable(suite: string): boolean {
  if (findPgBin()) return true;
  const message = `PostgreSQL server binaries (initdb, pg_ctl) not found. Install ${PG_PACKAGE}.`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${suite}: ${message}`);
  console.warn(`Skipping "${suite}": ${message}`);
  return false;
}

export interface PgServer {
  port: number;
  /** A fresh, empty database on this server; resolves to its URL. */
  createDatabase(): Promise<string>;
  /** Shuts the server down (fast mode: open connections are cut), keeping its data. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data, after halt(). */
  resume(): Promise<void>;
  /** Stops the server at once (nothing in it is kept) and deletes its folder. */
  stop(): Promise<void>;
}

/** Where a Vitest run's one shared server is asked for (tests/vitest-postgres.ts). */
export const SHARED_PG_ENV = 'SUNFIELD_TEST_PG_BROKER';

/**
 * A PostgreSQL server for a test file. Under `npm run test:unit` every file shares one server
 * for the whole run (tests/vitest-postgres.ts starts it the first time a file asks), and each
 * createDatabase() is a fresh database on it; stop() leaves the server to the run. A file that
 * halts and resumes its server asks for one of its own (`{ own: true }`); so does every caller
 * outside Vitest (npm run chaos).
 */
export async function startPostgres(options: { own?: boolean } = {}): Promise<PgServer> {
  const broker = process.env[SHARED_PG_ENV];
  if (options.own || !broker) return startOwnPostgres();
  const res = await fetch(broker);
  if (!res.ok) throw new Error(`The shared PostgreSQL server did not start: ${await res.text()}`);
  const { port } = (await res.json()) as { port: number };
  const refuse = () => Promise.reject(new Error('halt() and resume() need a server of its own: startPostgres({ own: true })'));
  return { port, createDatabase: () => createDatabaseOn(port), halt: refuse, resume: refuse, stop: () => Promise.resolve() };
}

const urlOn = (port: number, database: string) => `postgres://test@127.0.0.1:${port}/${database}`;

async function createDatabaseOn(port: number): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlOn(port, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return urlOn(port, name);
}

/**
 * A throw-away PostgreSQL server: initdb into a temp folder, pg_ctl start listening on
 * 127.0.0.1 only (a free port) and a socket in that folder; no system service is involved.
 * PostgreSQL refuses to run as root, so as root the commands run as the `postgres` user (which
 * Debian's package creates) via runuser, on a folder handed to that user. Commits are synced
 * (fsync on) as in production; memory is kept small. `maxConnections`: the shared server of a
 * test run serves every file running at once.
 */
export async function startOwnPostgres({ maxConnections = 60 } = {}): Promise<PgServer> {
  const bin = findPgBin();
  if (!bin) throw new Error(`PostgreSQL server binaries not found. Install ${PG_PACKAGE}.`);
  const dir = await createTempDir('sunfield-pg-');
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const as = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  try {
    if (asRoot) {
      const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
      await chown(dir, await id('-u'), await id('-g'));
    }
    await as('initdb', ['-D', data, '-U', 'test', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    let port = 0;
    let options = '';
    const start = () => as('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', '-t', '30', 'start']);
    for (let tries = 0; ; tries++) {
      port = await freePort();
      options = [
        '-c listen_addresses=127.0.0.1',
        `-c port=${port}`,
        `-c unix_socket_directories='${dir}'`,
        '-c fsync=on',
        '-c shared_buffers=16MB',
        `-c max_connections=${maxConnections}`,
      ].join(' ');
      try {
        await start();
        break;
      } catch (error) {
        // Another process may have taken the port between the probe and the start.
        if (tries === 2)
          throw new Error(`pg_ctl start failed: ${await readFile(join(dir, 'postgres.log'), 'utf8').catch(() => '')}`, { cause: error });
      }
    }
    // If the test process dies without teardown, take the server down with it.
    const postmaster = async () => Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    let pid = await postmaster();
    const killOnExit = () => {
      try {
        process.kill(pid, 'SIGQUIT'); // immediate shutdown
      } catch {
        // already gone
      }
    };
    process.once('exit', killOnExit);
    let stopped: Promise<void> | undefined;
    return {
      port,
      createDatabase: () => createDatabaseOn(port),
      async halt() {
        await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      },
      async resume() {
        await start();
        pid = await postmaster();
      },
      stop: () =>
        (stopped ??= (async () => {
          process.off('exit', killOnExit);
          await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(killOnExit);
          await removeTempDir(dir);
        })()),
    };
  } catch (error) {
    await removeTempDir(dir);
    throw error;
  }
}
