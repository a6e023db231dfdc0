import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres, type PgServer } from '../../test-support/postgres';
import { createPool, inTransaction } from './pool';

const available = postgresAvailable('PostgreSQL pool');
let server: PgServer;

describe.runIf(available)('PostgreSQL pool', () => {
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());

  it('survives a connection the server ends mid-transaction: the transaction fails, the process and the pool go on', async () => {
    const url = await server.createDatabase();
    const pool = createPool(url, { max: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const transaction = inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const ended = new Promise((resolve) => client.once('end', resolve));
        // What a database restart or an operator does: FATAL 57P01 to a connection that is
        // between two queries, so no query is there to take the error.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        await ended;
        return 'committed';
      });
      await expect(transaction).rejects.toThrow();
      // The broken connection was dropped; the next transaction gets a working one.
      expect(await inTransaction(pool, async (client) => (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one)).toBe(1);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
