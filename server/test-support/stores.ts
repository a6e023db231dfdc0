import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Outbox } from '../outbox/store';
import { postgresAvailable, startPostgres, type PgServer } from './postgres';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { createTempDir, removeTempDir } from './temp-dir';
import { inspectStore, startTestServer, type TestServer } from './test-server';

/**
 * The two stores every attack test runs on, for `describe.each`: SQLite in the test's DATA_DIR,
 * and a throw-away PostgreSQL server (skipped, with a note, where its binaries are missing).
 */
export const bothStores = (suite: string) =>
  [
    { db: 'sqlite', available: true },
    { db: 'postgres', available: postgresAvailable(`${suite} on PostgreSQL`) },
  ] as const;

/**
 * Inside a `describe` of one store: `database()` gives a fresh database URL on one PostgreSQL
 * server started for the whole block, or undefined for SQLite.
 */
export function useStore(db: 'sqlite' | 'postgres'): { database(): Promise<string | undefined> } {
  let pg: PgServer | undefined;
  beforeAll(async () => {
    if (db === 'postgres') pg = await startPostgres();
  }, 60_000);
  afterAll(() => pg?.stop());
  return { database: async () => (pg ? pg.createDatabase() : undefined) };
}

/** What `useSiteOnStore` gives each test: the server, its SMTP peer and a handle on its store. */
export interface SiteOnStore {
  readonly server: TestServer;
  readonly peer: SmtpPeer;
  /** A second handle on the server's store, to read what it holds. */
  readonly inspect: Outbox;
  /** Starts the whole site again, on a fresh store, with these settings (`FILE_WAIT_MS`...). */
  restart(env?: Record<string, string>): Promise<void>;
}

/**
 * Inside a `describe` of one store: before each test, the real server on a fresh store of that
 * kind (its own data folder, and a database of its own on PostgreSQL) mailing a real SMTP peer,
 * and a second handle on the store; all closed after the test. Nothing starts when the store
 * is not `available`.
 */
export function useSiteOnStore(db: 'sqlite' | 'postgres', available: boolean): SiteOnStore {
  const store = useStore(db);
  let running: { dir: string; server: TestServer; peer: SmtpPeer; inspect: Outbox } | undefined;
  const start = async (env: Record<string, string> = {}) => {
    const dir = await createTempDir();
    const databaseUrl = await store.database();
    const target = { dataDir: dir, ...(databaseUrl ? { databaseUrl } : {}) };
    const peer = await startSmtpPeer();
    const server = await startTestServer({ ...target, smtpUrl: peer.url, env });
    running = { dir, server, peer, inspect: await inspectStore(target) };
  };
  const stop = async () => {
    if (!running) return;
    const { dir, server, peer, inspect } = running;
    running = undefined;
    await server.close();
    await inspect.close();
    await peer.stop();
    await removeTempDir(dir);
  };
  beforeEach(async () => {
    if (available) await start();
  });
  afterEach(stop);
  const current = () => {
    if (!running) throw new Error('The site is not running: is this store available?');
    return running;
  };
  return {
    get server() {
      return current().server;
    },
    get peer() {
      return current().peer;
    },
    get inspect() {
      return current().inspect;
    },
    async restart(env) {
      await stop();
      await start(env);
    },
  };
}
