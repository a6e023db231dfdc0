import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeEntities } from '@/shared/lead/entities';
import type { Lead } from '@/shared/lead/lead';
import { openOutbox, type SqliteOutbox } from '../outbox/outbox';
import { runCli } from '../test-support/leads-cli';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { wirePayload } from '../test-support/test-server';
import { csvField } from './csv';

const asLead = (extra: Record<string, unknown> = {}) => {
  const wire = wirePayload(extra) as Record<string, unknown>;
  return { ...wire, name: decodeEntities(String(wire.name)) } as Lead;
};

describe('npm run leads', () => {
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

  it('lists leads newest first with their status, and filters by status', async () => {
    const a = outbox.accept(asLead(), 1_000).leadId;
    const b = outbox.accept(asLead({ website: 'x' }), 2_000, 'honeypot field filled in').leadId;
    const all = await run('list');
    expect(all.code).toBe(0);
    expect(all.out.indexOf(b)).toBeLessThan(all.out.indexOf(a));
    expect(all.out).toMatch(
      new RegExp(`${b}\\s+1970-01-01 00:00:02\\s+quarantined\\s+quote\\s+0\\s+Jane O'Brien\\s+honeypot field filled in`),
    );
    expect(all.out).toContain('pending 1, sending 0, delivered 0, failed 0, quarantined 1; total 2');
    expect((await run('list', '--status', 'pending')).out).not.toContain(b);
    const lost = await run('list', '--status', 'lost');
    expect(lost.code).toBe(2);
    expect(lost.err).toContain('--status must be one of');
  });

  it('shows one lead by lead id, client id or the short ref from the email subject', async () => {
    const wire = asLead({ fillMs: 5400 });
    const { leadId } = outbox.accept(wire);
    for (const id of [leadId, wire.id, leadId.slice(5, 13)]) {
      const shown = await run('show', id);
      expect(shown.code).toBe(0);
      expect(shown.out).toContain(`Lead ID:      ${leadId}`);
      expect(shown.out).toContain('Fill time:    5400 ms');
      expect(shown.out).toContain('    Bill is about $300/month.');
    }
    expect(await run('show', 'lead_nope')).toMatchObject({ code: 1, err: 'lead_nope: no such lead.' });
  });

  it('shows the history of failed attempts after the lead is delivered', async () => {
    const { leadId } = outbox.accept(asLead(), 0);
    expect((await run('show', leadId)).out).toContain('Errors:       none');
    outbox.claimDue(0, 1);
    const note = {
      kind: 'configuration',
      code: 'EAUTH',
      responseCode: 535,
      command: 'AUTH PLAIN',
      message: 'EAUTH 535: Invalid login',
    } as const;
    outbox.markRetry(leadId, note, 0, 60_000);
    outbox.claimDue(60_000, 1);
    outbox.markDelivered(leadId, '<x@y>', 120_000);
    const shown = (await run('show', leadId)).out;
    expect(shown).toContain('Status:       delivered');
    expect(shown).toContain('  #1  1970-01-01 00:01:00  configuration  EAUTH 535 AUTH PLAIN  EAUTH 535: Invalid login');
  });

  it('retries failed leads and releases quarantined ones, refusing leads in any other state', async () => {
    const failed = outbox.accept(asLead()).leadId;
    outbox.claimDue(Date.now() + 1, 1);
    outbox.markFailed(failed, '550 Mailbox unavailable');
    const held = outbox.accept(asLead(), Date.now(), 'honeypot field filled in').leadId;
    expect(await run('retry', held)).toMatchObject({ code: 1, err: `${held} is quarantined, not failed; left as it is.` });
    expect(await run('retry', failed)).toMatchObject({ code: 0, out: `${failed}: failed -> pending` });
    expect(outbox.get(failed)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await run('release', '--all')).toMatchObject({ code: 0, out: `${held}: quarantined -> pending` });
    expect(outbox.get(held)).toMatchObject({ status: 'pending', quarantineReason: 'honeypot field filled in' });
    expect(await run('release', '--all')).toMatchObject({ code: 0, err: 'No quarantined leads.' });
    expect(await run('release')).toMatchObject({ code: 2 });
  });

  it('exports every lead as CSV that a spreadsheet will not run as formulas', async () => {
    outbox.accept(asLead({ name: '=HYPERLINK("http://evil.example","x")', message: 'Line 1\nLine "2", ok' }));
    outbox.accept(asLead());
    expect(await run('export', '--out', 'leads.csv')).toMatchObject({ code: 0, err: 'Wrote 2 leads to leads.csv' });
    const csv = await readFile(join(dir, 'leads.csv'), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'lead_id,created_at,status,form,name,email,phone,service,position,zip_code,utility,monthly_bill,interests,solar_estimate,copy_requested,page_url,language,message,attempts,last_error,quarantine_reason,delivered_at,client_id',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`"Line 1\nLine ""2"", ok"`);
    expect(csv).toContain(",'+16615550123,");
    expect((await run('export', '--status', 'delivered')).out).toBe(lines[0]);
  });

  it('quotes and neutralises CSV fields by the RFC 4180 and OWASP rules', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it('says where it looked when there is no database, and prints help', async () => {
    expect((await runCli(['list'], { env: { DATA_DIR: join(dir, 'nowhere') }, cwd: dir })).code).toBe(1);
    expect((await run('help')).out).toContain('Usage: npm run leads -- <command>');
    const unknown = await run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "frobnicate"');
  });
});
