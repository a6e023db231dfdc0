import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/shared/lead/fields';
import { leadMessages } from '@/shared/lead/messages';
import { runLeadsCli } from '../cli/leads';
import type { Outbox } from '../outbox/store';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { bothStores, useStore } from '../test-support/stores';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectStore, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

/** One of each kind of character the one-line rule refuses (src/shared/lead/fields.ts), by code point. */
const odd = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  'CSI (C1)': '\u009b',
  NEL: '\u0085',
  LRM: '\u200e',
  RLM: '\u200f',
  RLO: '\u202e',
  LRI: '\u2066',
  'zero-width space': '\u200b',
  'zero-width joiner between Latin letters': '\u200d',
  'word joiner': '\u2060',
  BOM: '\ufeff',
  'soft hyphen': '\u00ad',
  'tag character': '\u{e0041}',
  'lone surrogate': '\ud800',
  'line separator': '\u2028',
};
/** What must never reach the office raw: in the email, the export or the CLI. */
const RAW =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u200e\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]|\p{Cs}/u;

/**
 * Odd text in every field of a lead, through the real API on both stores: refused with the
 * message the form shows, or kept clean; and what is kept reaches the email, the CSV export and
 * `leads show` without a character that acts or deceives.
 */
describe.each(bothStores('odd text in every field'))('odd text in every field, on $db', ({ db, available }) => {
  const store = useStore(db);
  let dir: string;
  let peer: SmtpPeer;
  let server: TestServer;
  let databaseUrl: string | undefined;
  let outbox: Outbox;
  beforeEach(async () => {
    if (!available) return;
    dir = await createTempDir();
    databaseUrl = await store.database();
    peer = await startSmtpPeer();
    server = await startTestServer({ dataDir: dir, databaseUrl, smtpUrl: peer.url });
    outbox = await inspectStore({ dataDir: dir, databaseUrl });
  });
  afterEach(async () => {
    if (!available) return;
    await server.close();
    await outbox.close();
    await peer.stop();
    await removeTempDir(dir);
  });
  const post = async (overrides: Record<string, unknown>) => {
    const res = await server.post(wirePayload(overrides));
    return { status: res.status, body: (await res.json()) as { fields?: Record<string, string>; leadId?: string } };
  };
  const cli = async (...args: string[]) => {
    const out: string[] = [];
    const env = { DATA_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const code = await runLeadsCli(args, { out: (t) => out.push(t), err: (t) => out.push(t), env, cwd: dir });
    return { code, out: out.join('\n') };
  };

  it.runIf(available)('refuses every hidden character in the name and the service, naming the field', async () => {
    for (const [label, ch] of Object.entries(odd)) {
      for (const field of ['name', 'service'] as const) {
        const res = await post({ [field]: `Jane${ch}Doe` });
        expect([label, field, res.status, res.body.fields]).toEqual([label, field, 422, { [field]: HIDDEN_CHARACTERS_MESSAGE }]);
      }
    }
    expect((await outbox.counts()).total).toBe(0);
  });

  it.runIf(available)('refuses a name that could pass for an address in the Reply-To', async () => {
    for (const name of ['Bank &lt;help@bank.example&gt;', 'help@bank.example', '=?utf-8?q?Bank_Support?=', 'Jane &gt; Doe']) {
      const res = await post({ name });
      expect([name, res.status, res.body.fields]).toEqual([name, 422, { name: leadMessages.addressCharacters }]);
    }
    expect((await outbox.counts()).total).toBe(0);
  });

  it.runIf(available)('refuses odd characters in the structured fields', async () => {
    for (const ch of Object.values(odd)) {
      for (const [field, value] of [
        ['email', `jane${ch}@example.com`],
        ['phone', `+1661555${ch}0123`],
        ['zipCode', `933${ch}08`],
        ['position', `sales${ch}`],
        ['language', `es${ch}`],
      ] as const) {
        const res = await post({ [field]: value, ...(field === 'position' ? { form: 'application' } : {}) });
        expect([field, JSON.stringify(ch), res.status, Object.keys(res.body.fields ?? {})]).toEqual([
          field,
          JSON.stringify(ch),
          422,
          [field],
        ]);
      }
    }
    expect((await outbox.counts()).total).toBe(0);
  });

  it.runIf(available)('keeps the lead and cleans the page URL and the message; the office sees nothing raw', async () => {
    const everything = Object.values(odd).join('');
    // The message refuses C0 controls (only scripts send them) and drops the invisible rest.
    const invisible = Object.values(odd)
      // eslint-disable-next-line no-control-regex
      .filter((ch) => !/^[\u0000-\u001f\u007f]$/.test(ch))
      .join('');
    const accepted = await post({
      name: 'Parisa می‌خواهم 👩‍👩‍👧',
      pageUrl: `/contact?x=${everything} y`,
      message: `Roof${invisible}faces south`,
    });
    expect(accepted.status).toBe(200);
    const record = await outbox.get(accepted.body.leadId!);
    expect(record?.lead.pageUrl).toMatch(/^\/contact\?x=%00%07%1B%7F%C2%9B/);
    expect(record?.lead.pageUrl).toMatch(/^[\x21-\x7e]+$/);
    expect(record?.lead.message).toBe('Roof\n\nfaces south'); // NEL and the line separator are line breaks

    await waitFor(() => peer.received.length === 1, { what: 'the lead email' });
    const [mail] = await peer.parsed();
    expect(mail?.replyTo).toEqual([{ name: 'Parisa می‌خواهم 👩‍👩‍👧', address: 'jane.obrien@example.net' }]);
    for (const text of [mail?.text ?? '', mail?.html ?? '', peer.received[0]!.raw]) expect(text).not.toMatch(RAW);
    expect(mail?.text).toContain('Page: /contact?x=%00%07%1B');

    const exported = await cli('export');
    expect(exported.code).toBe(0);
    expect(exported.out).not.toMatch(RAW);
    const shown = await cli('show', accepted.body.leadId!);
    expect(shown.out).not.toMatch(RAW);
    expect(shown.out).toContain('می‌خواهم');
  });
});
