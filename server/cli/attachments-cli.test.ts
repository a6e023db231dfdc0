import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import { openPgOutbox } from '../outbox/pg/pg-outbox';
import { openSqliteStore } from '../outbox/sqlite-store';
import { testFile } from '../outbox/outbox-suite';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { countStoredFiles } from '../test-support/stored-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { runCli } from '../test-support/leads-cli';
import { wirePayload } from '../test-support/test-server';

const DAY = 86_400_000;
const lead = (email: string) => ({ ...wirePayload({ email }), name: 'Jane' }) as Lead;

const stores = [
  { db: 'sqlite', available: true },
  { db: 'postgres', available: postgresAvailable('leads CLI with files on PostgreSQL') },
] as const;

/** `npm run leads`: show lists a lead's files (never their bytes); purge and forget delete them with it. */
describe.each(stores)('leads CLI and files on $db', ({ db, available }) => {
  let pg: PgServer | undefined;
  beforeAll(async () => {
    if (available && db === 'postgres') pg = await startPostgres();
  });
  afterAll(() => pg?.stop());

  it.runIf(available)('lists files in show, and deletes them with their lead in purge and forget', async () => {
    const dir = await createTempDir();
    const url = pg ? await pg.createDatabase() : undefined;
    const target = { dataDir: dir, ...(url ? { databaseUrl: url } : {}) };
    const env = { DATA_DIR: dir, ...(url ? { DATABASE_URL: url } : {}) };
    const run = async (...args: string[]) => {
      const { code, all } = await runCli(args, { env, cwd: dir });
      return { code, out: all };
    };
    const box = url ? await openPgOutbox(url) : openSqliteStore(dir);
    try {
      const now = Date.now();
      const old = (await box.accept(lead('old@example.net'), now - 100 * DAY, undefined, [testFile(1), testFile(2)])).leadId;
      const gone = (await box.accept(lead('forget.me@example.net'), now, undefined, [testFile(1)])).leadId;
      const kept = (await box.accept(lead('keep@example.net'), now, undefined, [testFile(1, 'kept')])).leadId;
      await box.claimDue(now, 5); // purge keeps undelivered leads: deliver the old one first
      await box.markDelivered(old, '<x@y>', now);
      const shown = await run('show', old);
      expect(shown.out).toMatch(
        /#1 {2}attachment-1\.pdf {2}application\/pdf {2}\d+ bytes {2}sha256 [0-9a-f]{16}… {2}sent as "scan 1\.pdf"/,
      );
      expect(shown.out).not.toContain('%PDF');
      expect(await countStoredFiles(target)).toBe(4);

      expect((await run('purge', '--older-than', '30')).code).toBe(0);
      expect(await box.files(old)).toEqual([]);
      expect((await run('forget', 'forget.me@example.net')).code).toBe(0);
      expect(await box.files(gone)).toEqual([]);
      expect(await box.files(kept)).toHaveLength(1);
      expect(await countStoredFiles(target)).toBe(1);
    } finally {
      await box.close();
      await removeTempDir(dir);
    }
  });
});
