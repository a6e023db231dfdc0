import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openPgOutbox } from './outbox/pg/pg-outbox';
import { describeDatabase } from './outbox/pg/pool';
import { nodeAbortsSqlite } from './outbox/db';
import { openSqliteStore } from './outbox/sqlite-store';
import type { Outbox } from './outbox/store';
import { PgRateLimitStore } from './security/pg-rate-limit-store';
import type { RateLimitStores } from './security/rate-limit';

export interface Storage {
  outbox: Outbox;
  /** The rate limits' counters when they must be shared (PostgreSQL); undefined: in memory. */
  rateLimitStores: RateLimitStores | undefined;
  /** For the start-up line and logs: "SQLite /var/lib/…/leads.db" or "PostgreSQL host:5432/db", no credentials. */
  description: string;
  close(): Promise<void>;
}

/**
 * Where leads, idempotency keys and rate-limit counters live: PostgreSQL when DATABASE_URL is
 * set, so several instances share them (docs/decisions/014-postgresql.md); otherwise SQLite
 * in DATA_DIR, the embedded default for one instance (docs/decisions/002-durable-outbox.md).
 */
export async function openStorage(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolMax' | 'delivery' | 'rateLimit'>,
  logger?: Logger,
): Promise<Storage> {
  const leaseMs = config.delivery.leaseMs;
  if (!config.databaseUrl) {
    // Accepted leads are on disk before the answer, so an abort loses none, but every one
    // cuts the requests in flight until the server is started again: say why, once, at start.
    if (nodeAbortsSqlite(process.versions.node))
      logger?.warn(
        { component: 'storage', node: process.version },
        'this Node (24.19 to 24.21) aborts the process now and then under the SQLite driver: use Node 24.22 or later, or 26',
      );
    const outbox = openSqliteStore(config.dataDir, { leaseMs });
    return { outbox, rateLimitStores: undefined, description: `SQLite ${join(config.dataDir, 'leads.db')}`, close: () => outbox.close() };
  }
  const outbox = await openPgOutbox(config.databaseUrl, { leaseMs, poolMax: config.databasePoolMax, logger });
  const { windowMs, max } = config.rateLimit;
  // Two limiters, two stores (one table; the replay keys carry a prefix).
  const rateLimitStores = {
    leads: new PgRateLimitStore(outbox.pool, windowMs, max, logger),
    replays: new PgRateLimitStore(outbox.pool, windowMs, max, logger),
  };
  return {
    outbox,
    rateLimitStores,
    description: `PostgreSQL ${describeDatabase(config.databaseUrl)}`,
    async close() {
      rateLimitStores.leads.shutdown();
      rateLimitStores.replays.shutdown();
      await outbox.close();
    },
  };
}
