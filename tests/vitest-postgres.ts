import { createServer, type Server } from 'node:http';
import { findPgBin, SHARED_PG_ENV, startOwnPostgres, type PgServer } from '../server/test-support/postgres';

/**
 * Vitest global setup: one PostgreSQL server for the whole unit run instead of one per test
 * file (each file still gets fresh databases on it; server/test-support/postgres.ts). It starts
 * the first time a file asks, through a small HTTP endpoint on loopback whose address the
 * workers inherit, so a run that needs no database (one file, the build checks) starts none.
 */
export default async function setup() {
  if (!findPgBin()) return undefined; // postgresAvailable() skips or fails those suites
  let pg: Promise<PgServer> | undefined;
  const broker: Server = createServer((_req, res) => {
    // Generous: every file of the run at once, each with a pool or two.
    pg ??= startOwnPostgres({ maxConnections: 200 });
    pg.then(
      ({ port }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ port })),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const { port } = broker.address() as { port: number };
  process.env[SHARED_PG_ENV] = `http://127.0.0.1:${port}/`;
  return async () => {
    delete process.env[SHARED_PG_ENV];
    await new Promise((resolve) => broker.close(resolve));
    if (pg) await (await pg.catch(() => undefined))?.stop();
  };
}
