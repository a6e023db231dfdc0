import { execFile } from 'node:child_process';
import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPgOutbox } from '../outbox/pg/pg-outbox';
import type { Outbox } from '../outbox/store';
import { findPgBin, postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { runCli, storedLead } from '../test-support/leads-cli';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';

const DAY = 86_400_000;
const lead = storedLead;

/** `npm run leads` with DATABASE_URL: the same commands on the leads in PostgreSQL. */
describe.runIf(postgresAvailable('leads CLI on PostgreSQL'))('npm run leads on PostgreSQL', () => {
  let server: PgServer;
  let url: string;
  let dir: string;
  let outbox: Outbox;
  const run = (...args: string[]) => runCli(args, { env: { DATABASE_URL: url, DATA_DIR: dir }, cwd: dir });
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    url = await server.createDatabase();
    dir = await createTempDir();
    outbox = await openPgOutbox(url);
  });
  afterEach(async () => {
    await outbox.close();
    await removeTempDir(dir);
  });

  it('lists, shows with the error history, retries, releases and exports', async () => {
    const failed = (await outbox.accept(lead(), 1000)).leadId;
    await outbox.claimDue(1000, 1);
    await outbox.markFailed(
      failed,
      { kind: 'message', code: 'EMESSAGE', responseCode: 552, command: 'DATA', message: '552 too big' },
      2000,
    );
    const held = (await outbox.accept(lead({ website: 'x' }), 3000, 'honeypot field filled in')).leadId;

    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out.indexOf(held)).toBeLessThan(list.out.indexOf(failed));
    expect(list.out).toContain('pending 0, sending 0, delivered 0, failed 1, quarantined 1; total 2');
    const shown = await run('show', failed.slice(5, 13)); // the short ref from the email subject
    expect(shown.out).toContain(`Lead ID:      ${failed}`);
    expect(shown.out).toContain(`Claimed by:   ${outbox.lease.owner}`);
    expect(shown.out).toContain('  #1  1970-01-01 00:00:02  message        EMESSAGE 552 DATA  552 too big');

    expect(await run('retry', held)).toMatchObject({ code: 1, err: `${held} is quarantined, not failed; left as it is.` });
    expect(await run('retry', '--all')).toMatchObject({ code: 0, out: `${failed}: failed -> pending` });
    expect(await run('release', held)).toMatchObject({ code: 0, out: `${held}: quarantined -> pending` });
    expect(await outbox.counts()).toMatchObject({ pending: 2, total: 2 });

    expect(await run('export', '--out', 'leads.csv')).toMatchObject({ code: 0, err: 'Wrote 2 leads to leads.csv' });
    const csv = await readFile(join(dir, 'leads.csv'), 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`^${failed},1970-01-01T00:00:01.000Z,pending,quote,Jane O'Brien,`));
  });

  it('purges old leads and forgets a visitor in the database and the mail folder', async () => {
    const now = Date.now();
    const old = (await outbox.accept(lead({ message: 'Old secret' }), now - 200 * DAY)).leadId;
    const waiting = (await outbox.accept(lead(), now - 200 * DAY + 1)).leadId;
    await outbox.claimDue(now, 1);
    await outbox.markRetry(old, 'ESOCKET', 0, now); // an error history row, which goes with the lead; due first again
    await outbox.claimDue(now, 1);
    await outbox.markDelivered(old, '<x@y>', now);
    const theirs = (await outbox.accept(lead({ email: 'Kim@Example.NET' }), now)).leadId;
    const other = (await outbox.accept(lead(), now)).leadId;
    await mkdir(join(dir, 'mail'));
    for (const id of [old, theirs, other]) await writeFile(join(dir, 'mail', `${id}.eml`), `X-Lead-Id: ${id}\r\n\r\nbody`);

    const purged = await run('purge', '--older-than', '90');
    expect(purged.code).toBe(0);
    expect(purged.out).toContain('Deleted 1 lead(s): delivered 1.');
    expect(purged.out).toMatch(new RegExp(`Kept 1 older lead\\(s\\) not yet delivered[^\\n]*\\n  ${waiting}`));
    expect(purged.out).toContain('PostgreSQL reuses the space of deleted rows after its next VACUUM');
    expect(purged.out).not.toMatch(/secret|O'Brien/);
    expect(await outbox.get(old)).toBeUndefined();
    expect(await outbox.errors(old)).toEqual([]);

    expect((await run('forget', 'kim@example.net', '--dry-run')).out).toContain('Would delete 1 lead(s): pending 1.');
    const forgotten = await run('forget', 'kim@example.net');
    expect(forgotten).toMatchObject({ code: 0 });
    expect(forgotten.out).toContain('Removed 1 email file(s)');
    expect(await outbox.get(theirs)).toBeUndefined();
    expect((await readdir(join(dir, 'mail'))).sort()).toEqual([`${other}.eml`]);
  });

  it('refuses to fake a backup, and names pg_dump instead', async () => {
    const backup = await run('backup', 'leads.db');
    expect(backup.code).toBe(1);
    expect(backup.err).toContain('pg_dump --format=custom');
    expect(backup.err).not.toContain(url); // the URL carries the password
    await expect(readdir(dir)).resolves.not.toContain('leads.db');
  });

  it('backs up and restores with pg_dump and pg_restore as the README says', async () => {
    const { leadId } = await outbox.accept(lead(), 1000);
    await outbox.claimDue(1000, 1);
    await outbox.markRetry(leadId, 'ESOCKET', 2000, 1500);
    const dump = join(dir, 'leads.dump');
    const bin = findPgBin()!;
    const run = promisify(execFile);
    await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, url]);
    const restored = await server.createDatabase();
    await run(join(bin, 'pg_restore'), ['--no-owner', '--dbname', restored, dump]);
    const again = await openPgOutbox(restored);
    try {
      expect(await again.get(leadId)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: 2000 });
      expect(await again.errors(leadId)).toHaveLength(1);
      // The restored error history's id sequence carries on: a new error row does not collide.
      const next = (await again.accept(lead(), 3000)).leadId;
      await again.claimDue(3000, 5);
      expect(await again.markRetry(next, 'ESOCKET', 4000, 3500)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('says what is wrong with DATABASE_URL without printing it, and when the database cannot be opened', async () => {
    const list = (databaseUrl: string) => runCli(['list'], { env: { DATABASE_URL: databaseUrl }, cwd: dir });
    const bad = await list('mysql://user:s3cret@db/leads');
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('DATABASE_URL must be a postgres:// URL with a database name.');
    const gone = await list(url.replace(/\/t_[0-9a-f]+$/, '/no_such_database'));
    expect(gone.code).toBe(1);
    expect(gone.err).toMatch(/^Could not open the lead database: .*no_such_database/);
  });
});
