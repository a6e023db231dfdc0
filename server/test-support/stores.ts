import { afterAll, beforeAll } from 'vitest';
import { postgresAvailable, startPostgres, type PgServer } from './postgres';

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
