import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres, type PgServer } from '../../test-support/postgres';
import { outboxSuite, testLead } from '../outbox-suite';
import { openPgOutbox } from './pg-outbox';
import { PG_SCHEMA_VERSION } from './schema';

// One server for this file; every test gets a database of its own.
const available = postgresAvailable('PostgreSQL outbox');
let server: PgServer;

describe.runIf(available)('PostgreSQL store', () => {
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());

  outboxSuite('PostgreSQL', async () => {
    const url = await server.createDatabase();
    return { open: (options) => openPgOutbox(url, options), cleanup: () => Promise.resolve() };
  });

  const query = async <R extends pg.QueryResultRow>(url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  };

  describe('PostgreSQL schema', () => {
    it('migrates once when several instances start together, and records each version', async () => {
      const url = await server.createDatabase();
      const boxes = await Promise.all(Array.from({ length: 4 }, () => openPgOutbox(url)));
      try {
        const versions = await query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
        expect(versions.map((v) => v.version)).toEqual(Array.from({ length: PG_SCHEMA_VERSION }, (_, i) => i + 1));
        // Epoch milliseconds come back as numbers, not int8 strings.
        const { leadId } = await boxes[0]!.accept(testLead(), 1_700_000_000_123);
        expect(await boxes[3]!.get(leadId)).toMatchObject({ createdAt: 1_700_000_000_123, attempts: 0 });
        expect(await boxes[1]!.counts()).toMatchObject({ pending: 1, total: 1 });
      } finally {
        await Promise.all(boxes.map((b) => b.close()));
      }
    });

    it('refuses a database from a newer server', async () => {
      const url = await server.createDatabase();
      await (await openPgOutbox(url)).close();
      await query(url, `INSERT INTO schema_migrations (version) VALUES (${PG_SCHEMA_VERSION + 1})`);
      await expect(openPgOutbox(url)).rejects.toThrow(/newer than this server knows/);
    });

    it('refuses a database that does not sync its commits (synchronous_commit=off)', async () => {
      const url = await server.createDatabase();
      const name = new URL(url).pathname.slice(1);
      await query(url, `ALTER DATABASE ${name} SET synchronous_commit = off`);
      await expect(openPgOutbox(url)).rejects.toThrow(/synchronous_commit=off/);
      await query(url, `ALTER DATABASE ${name} SET synchronous_commit = on`);
      await (await openPgOutbox(url)).close();
    });

    it('fails to open with the reason when the database cannot be reached', async () => {
      const url = (await server.createDatabase()).replace(/\/t_[0-9a-f]+$/, '/no_such_database');
      await expect(openPgOutbox(url)).rejects.toThrow(/no_such_database/);
    });
  });
});
