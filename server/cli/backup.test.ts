import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOutbox, type SqliteOutbox } from '../outbox/outbox';
import { runCli } from '../test-support/leads-cli';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { wirePayload } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';
import type { Lead } from '@/shared/lead/lead';

const writerScript = fileURLToPath(new URL('../test-support/lead-writer.ts', import.meta.url));

const leadIds = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(
      db
        .prepare<[], { lead_id: string }>('SELECT lead_id FROM leads')
        .all()
        .map((r) => r.lead_id),
    );
  } finally {
    db.close();
  }
};

describe('npm run leads -- backup', () => {
  let dir: string;
  let outbox: SqliteOutbox;
  const run = (...args: string[]) => runCli(args, { env: { DATA_DIR: dir }, cwd: dir });
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openOutbox(dir);
  });
  afterEach(async () => {
    outbox.close();
    await removeTempDir(dir);
  });

  it('copies every committed lead while another process keeps writing', async () => {
    const writer = spawn(process.execPath, ['--import', 'tsx', writerScript], {
      env: { ...process.env, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => writer.once('exit', resolve));
    let written = 0;
    createInterface({ input: writer.stdout }).on('line', (line) => (written = Number(line)));
    try {
      await waitFor(() => written >= 200, { timeoutMs: 30_000, what: 'the writer to store 200 leads' });
      const live = join(dir, 'leads.db');
      let grewDuringBackup = 0;
      // At least 3 rounds, and on until one backup overlapped a commit (at most 20).
      for (let round = 0; round < 20 && (round < 3 || grewDuringBackup === 0); round++) {
        const before = leadIds(live);
        const result = await run('backup', `backup-${round}.db`);
        const after = leadIds(live);
        expect(result).toMatchObject({ code: 0, err: '' });
        const file = join(dir, `backup-${round}.db`);
        const copied = leadIds(file);
        // Everything committed before the backup began is in it; nothing that was never committed is.
        expect([...before].filter((id) => !copied.has(id))).toEqual([]);
        expect([...copied].filter((id) => !after.has(id))).toEqual([]);
        expect(result.out).toContain(`Backed up ${copied.size} lead(s)`);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        if (after.size > before.size) grewDuringBackup++;
      }
      // The writer was never blocked out: it committed leads while backups ran.
      expect(grewDuringBackup).toBeGreaterThan(0);
    } finally {
      writer.kill('SIGTERM');
      await exited;
    }
  }, 60_000);

  it('refuses to overwrite a file unless --force, and a restored backup serves its leads', async () => {
    const { leadId } = outbox.accept(wirePayload() as Lead);
    writeFileSync(join(dir, 'old.db'), 'keep me');
    expect(await run('backup', 'old.db')).toMatchObject({ code: 1, err: 'old.db exists; add --force to replace it.' });
    expect(readFileSync(join(dir, 'old.db'), 'utf8')).toBe('keep me');
    expect(await run('backup', 'leads.db')).toMatchObject({ code: 1, err: 'Back up to another file, not the live database.' });
    expect(await run('backup')).toMatchObject({ code: 2 });

    expect(await run('backup', 'old.db', '--force')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Backed up 1 lead(s) (schema v') as string,
    });
    expect(statSync(join(dir, 'old.db')).mode & 0o777).toBe(0o600);

    // Restore as the README says: the backup becomes DATA_DIR/leads.db of a stopped server.
    const restored = join(dir, 'restored');
    mkdirSync(restored);
    copyFileSync(join(dir, 'old.db'), join(restored, 'leads.db'));
    const again = openOutbox(restored);
    try {
      expect(again.get(leadId)).toMatchObject({ leadId, status: 'pending' });
    } finally {
      again.close();
    }
  });
});
