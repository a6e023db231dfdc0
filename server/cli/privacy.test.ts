import { copyFileSync, existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTransport } from '../mail/transport';
import { openOutbox, type SqliteOutbox } from '../outbox/outbox';
import { sqliteStore } from '../outbox/sqlite-store';
import { createWorker } from '../outbox/worker';
import { runCli, storedLead } from '../test-support/leads-cli';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { waitFor } from '../test-support/wait';

const DAY = 86_400_000;
const lead = storedLead;

describe('npm run leads -- purge and forget', () => {
  let dir: string;
  let mail: string;
  let outbox: SqliteOutbox;
  const run = (...args: string[]) => runCli(args, { env: { DATA_DIR: dir }, cwd: dir });
  const mailFiles = () => (existsSync(mail) ? readdirSync(mail).sort() : []);

  /** Delivers every pending lead the way the server does: the real worker and .eml transport. */
  async function deliverPending() {
    const config = loadConfig({ DATA_DIR: dir, MAIL_TO: 'office@sunfield.example.com' }, dir);
    const logger = pino({ level: 'silent' });
    const transport = createTransport(config, logger);
    const box = sqliteStore(openOutbox(dir));
    const worker = createWorker({ outbox: box, transport, config, logger });
    worker.start();
    await waitFor(() => outbox.backlog().count === 0, { what: 'every lead delivered' });
    await worker.stop();
    await box.close();
    transport.close();
  }

  beforeEach(async () => {
    dir = await createTempDir();
    mail = join(dir, 'mail');
    // A short lease: the test claims leads itself, and gives them back as a crash would.
    outbox = openOutbox(dir, { leaseMs: 1 });
  });
  afterEach(async () => {
    outbox.close();
    await removeTempDir(dir);
  });

  it('purges old leads and their emails, keeps recent and undelivered ones, and prints no visitor text', async () => {
    const now = Date.now();
    const old = now - 200 * DAY;
    const oldDelivered = outbox.accept(lead({ message: 'Old delivered secret' }), old).leadId;
    const oldRenamed = outbox.accept(lead(), old + 1).leadId;
    const recent = outbox.accept(lead(), now - 10 * DAY).leadId;
    const oldFailed = outbox.accept(lead(), old + 2).leadId;
    outbox.claimDue(now, 10);
    outbox.markFailed(oldFailed, '550 Mailbox unavailable');
    outbox.recoverInterrupted(now + 1);
    await deliverPending();
    const oldSpam = outbox.accept(lead(), old + 3, 'honeypot field filled in').leadId;
    const oldPending = outbox.accept(lead(), old + 4).leadId;
    // An owner's copy under another name, a cut-short write, and files of leads deleted long ago.
    copyFileSync(join(mail, `${oldRenamed}.eml`), join(mail, 'saved copy.eml'));
    writeFileSync(join(mail, `${oldDelivered}.eml.0a1b2c.tmp`), 'half');
    writeFileSync(join(mail, `lead_${'a'.repeat(32)}.eml`), 'orphan, old');
    writeFileSync(join(mail, `lead_${'b'.repeat(32)}.eml`), 'orphan, new');
    utimesSync(join(mail, `lead_${'a'.repeat(32)}.eml`), new Date(old), new Date(old));
    expect(mailFiles()).toHaveLength(7);

    const errorRows = () => {
      const db = new Database(join(dir, 'leads.db'), { readonly: true });
      try {
        return db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM lead_errors WHERE lead_id = ?').get(oldFailed)?.n;
      } finally {
        db.close();
      }
    };
    expect(errorRows()).toBe(1);

    const dry = await run('purge', '--older-than', '90', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('Would delete 4 lead(s): delivered 2, failed 1, quarantined 1.');
    expect(dry.out).toContain('Would remove 5 email file(s)');
    expect(dry.out.split('\n').at(-1)).toBe('Dry run: nothing was deleted.');
    expect(outbox.counts().total).toBe(6);
    expect(mailFiles()).toHaveLength(7);

    const done = await run('purge', '--older-than', '90');
    expect(done.code).toBe(0);
    expect(done.out).toContain('Deleted 4 lead(s): delivered 2, failed 1, quarantined 1.');
    expect(done.out).toContain('Removed 5 email file(s)');
    expect(done.out).toMatch(
      new RegExp(`Kept 1 older lead\\(s\\) not yet delivered[^\\n]*\\n  ${oldPending}  \\d{4}-\\d\\d-\\d\\d  pending`),
    );
    for (const id of [oldDelivered, oldRenamed, oldFailed, oldSpam]) {
      expect(done.out).toContain(id);
      expect(outbox.get(id)).toBeUndefined();
    }
    expect(errorRows()).toBe(0); // the failed lead's error history went with it
    expect(outbox.get(recent)).toMatchObject({ status: 'delivered' });
    expect(outbox.get(oldPending)).toMatchObject({ status: 'pending' });
    expect(mailFiles()).toEqual([`${recent}.eml`, `lead_${'b'.repeat(32)}.eml`].sort());
    expect(done.out).not.toMatch(/O'Brien|jane\.obrien|secret|Roof faces/i);

    expect(await run('purge', '--older-than', '0')).toMatchObject({ code: 2 });
    expect(await run('purge')).toMatchObject({ code: 2 });
  });

  it('forgets every lead of one address, in any state, with its emails, and wipes the text from the database files', async () => {
    const theirs = "Kim.O'Neil@Example.NET";
    const delivered = outbox.accept(lead({ email: theirs, message: 'Zebra-striped conduit please' })).leadId;
    const other = outbox.accept(lead()).leadId;
    const gone = outbox.accept(lead({ email: "kim.o'neil@example.net" })).leadId;
    await deliverPending();
    // A lead an earlier forget removed while it was being sent: its email file came later.
    const db = new Database(join(dir, 'leads.db'));
    db.pragma('secure_delete = ON');
    db.prepare('DELETE FROM leads WHERE lead_id = ?').run(gone);
    // Any table keyed by lead (an error history) loses that lead's rows too.
    db.exec('CREATE TABLE lead_history_fixture (lead_id TEXT NOT NULL, note TEXT)');
    db.prepare('INSERT INTO lead_history_fixture VALUES (?, ?), (?, ?)').run(delivered, 'x', other, 'y');
    db.close();
    // A row stored before decoding kept the entity; it is the same address.
    const pending = outbox.accept(lead({ email: 'KIM.O&#39;NEIL@example.net' })).leadId;
    const held = outbox.accept(lead({ email: theirs }), Date.now() + 1, 'honeypot field filled in').leadId; // listed after it

    expect((await run('forget', "kim.o'neil@example.net", '--dry-run')).out).toContain('Would delete 3 lead(s)');
    expect(outbox.counts().total).toBe(4);

    const done = await run('forget', "kim.o'neil@example.net");
    expect(done.code).toBe(0);
    expect(done.out).toContain('Deleted 3 lead(s): pending 1, delivered 1, quarantined 1.');
    expect(done.out).toContain('Removed 2 email file(s)');
    expect(done.out).toMatch(
      new RegExp(`2 of them never reached the office \\(they will not be sent\\):\\n  ${pending} .*pending\\n  ${held} .*quarantined`),
    );
    expect(done.out).not.toMatch(/neil|zebra/i);
    for (const id of [delivered, pending, held]) expect(outbox.get(id)).toBeUndefined();
    expect(outbox.get(other)).toMatchObject({ status: 'delivered' });
    expect(mailFiles()).toEqual([`${other}.eml`]);
    const history = new Database(join(dir, 'leads.db'), { readonly: true });
    expect(history.prepare('SELECT lead_id FROM lead_history_fixture').pluck().all()).toEqual([other]);
    history.close();

    // Deleted means unreadable, not just unlisted: no trace in the database or its log.
    for (const file of ['leads.db', 'leads.db-wal']) {
      const bytes = existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'latin1') : '';
      expect(bytes).not.toMatch(/o'neil@example|zebra-striped/i);
    }
    expect(await run('forget', theirs)).toMatchObject({ code: 0, out: 'No leads or email files with that address.' });
    expect(await run('forget', 'not-an-address')).toMatchObject({ code: 2 });
  });
});
