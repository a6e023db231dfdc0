import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { startTestServer, wirePayload } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';
import { openDatabase } from './db';

const mode = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('data at rest is for the server user only', () => {
  let dir: string;
  let umask: number;
  beforeEach(async () => {
    dir = await createTempDir();
    umask = process.umask();
  });
  afterEach(async () => {
    process.umask(umask);
    await removeTempDir(dir);
  });

  it.each([
    ['022', 0o022],
    ['000', 0o000],
  ])('with umask %s: DATA_DIR 0700, leads.db and its -wal/-shm 0600, every .eml 0600', async (_label, mask) => {
    process.umask(mask);
    const dataDir = join(dir, 'data');
    const server = await startTestServer({ dataDir });
    try {
      expect((await server.post(wirePayload())).status).toBe(200);
      const mailDir = join(dataDir, 'mail');
      const emls = await waitFor(() => {
        try {
          const names = readdirSync(mailDir).filter((n) => n.endsWith('.eml'));
          return names.length ? names : undefined;
        } catch {
          return undefined;
        }
      });
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(mailDir)).toBe(0o700);
      for (const name of emls) expect(mode(join(mailDir, name))).toBe(0o600);
      // WAL mode keeps -wal and -shm while the database is open.
      for (const name of ['leads.db', 'leads.db-wal', 'leads.db-shm']) expect(mode(join(dataDir, name))).toBe(0o600);
    } finally {
      await server.close();
    }
  });

  it('tightens a data folder and database left readable by an older version', () => {
    process.umask(0o022);
    const dataDir = join(dir, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    openDatabase(dataDir).close(); // creates the files
    for (const name of ['leads.db', 'leads.db-wal', 'leads.db-shm']) writeFileSync(join(dataDir, name), '', { flag: 'a' });
    for (const name of ['leads.db', 'leads.db-wal', 'leads.db-shm']) chmodSync(join(dataDir, name), 0o644);
    chmodSync(dataDir, 0o755);

    const db = openDatabase(dataDir);
    try {
      expect(mode(dataDir)).toBe(0o700);
      for (const name of ['leads.db', 'leads.db-wal', 'leads.db-shm']) expect(mode(join(dataDir, name))).toBe(0o600);
    } finally {
      db.close();
    }
  });
});
