import pg from 'pg';
import type { Logger } from 'pino';

export interface PoolOptions {
  /** Connections at most (DATABASE_POOL_MAX): each instance holds up to this many. */
  max?: number;
  /** Pool errors go here; without a logger they are dropped (the CLI reports its own failures). */
  logger?: Logger;
  /** Shown in pg_stat_activity, so an operator can tell the site's sessions apart. */
  applicationName?: string;
}

// int8 (BIGINT, COUNT(*)) arrives as a string by default, because it can exceed 2^53. Our int8
// values are epoch milliseconds, counts and ids, all far below that: parse them to numbers.
// Scoped to our pools, not set on pg's global registry.
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** `postgres://user:pass@host:5432/db` -> `host:5432/db`: no credentials, for logs and messages. */
export function describeDatabase(url: string): string {
  const u = new URL(url);
  const host = u.hostname || u.searchParams.get('host') || 'localhost';
  return `${host}:${u.port || 5432}${u.pathname}`;
}

/**
 * A connection pool on DATABASE_URL. A lost connection must never crash the process: pg emits
 * `error` on the pool for an idle client whose connection dies (a database restart, a network
 * cut), and an unhandled `error` event would throw. Queries on a broken connection reject, and
 * their callers answer 503 or retry (docs/decisions/014-postgresql.md).
 */
export function createPool(url: string, { max = 5, logger, applicationName = 'sunfield-site' }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    application_name: applicationName,
    // A database that does not answer must not hold a request or the worker for long.
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  const log = logger?.child({ component: 'database' });
  let lastLoggedAt = 0;
  const lost = (error: Error) => {
    // One line per 10 s at most: a database that is down would otherwise flood the log.
    if (Date.now() - lastLoggedAt < 10_000) return;
    lastLoggedAt = Date.now();
    log?.error({ err: error, database: describeDatabase(url) }, 'database connection lost; queries retry on a new connection');
  };
  pool.on('error', lost);
  // The pool listens only to idle clients. A checked-out client whose connection dies between two
  // queries (inside a transaction, while the caller awaits something else) emits `error` on
  // itself, and with no listener that throws out of the socket handler and ends the process.
  // Every client gets a listener for its whole life; its next query rejects, and release()
  // drops the broken connection.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** Runs `fn` in one transaction on one connection; rolls back on any error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: unknown) => {
      broken = rollback instanceof Error ? rollback : new Error(String(rollback));
    });
    throw error;
  } finally {
    // A connection whose ROLLBACK failed is in an unknown state: destroy it, do not reuse it.
    client.release(broken);
  }
}
