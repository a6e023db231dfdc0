import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../test-support/leads-cli';
import type { SqliteOutbox } from '../outbox/outbox';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';
import { spamReason } from './spam';

const config = { spam: { minFillMs: 3000 } };
const lead = (extra: object) => ({ ...wirePayload(), name: 'Jo', message: 'Hi', ...extra }) as never;

describe('spamReason', () => {
  it('flags a filled honeypot and a form sent too fast, and names neither value', () => {
    expect(spamReason(lead({ website: '', fillMs: 3000 }), config)).toBeUndefined();
    expect(spamReason(lead({ website: '   ', fillMs: 3000 }), config)).toBeUndefined();
    expect(spamReason(lead({ website: 'http://cheap-pills.example', fillMs: 9000 }), config)).toBe('honeypot field filled in');
    expect(spamReason(lead({ fillMs: 800 }), config)).toBe("form sent 800 ms after the visitor's first input (under 3000 ms)");
    expect(spamReason(lead({ website: 'x', fillMs: 10 }), config)).toMatch(/^honeypot field filled in; form sent 10 ms/);
    expect(spamReason(lead({ fillMs: 0 }), { spam: { minFillMs: 0 } })).toBeUndefined();
  });

  it('holds a lead that carries no fill time at all (a script, or an offline lead from before fillMs), unless the rule is off', () => {
    expect(spamReason(lead({}), config)).toBe('no fill time: not sent from one of our forms');
    expect(spamReason(lead({ website: 'x' }), config)).toBe('honeypot field filled in; no fill time: not sent from one of our forms');
    expect(spamReason(lead({}), { spam: { minFillMs: 0 } })).toBeUndefined();
  });
});

describe('suspected spam is quarantined: stored, answered like any lead, never mailed, releasable', () => {
  let dir: string;
  let peer: SmtpPeer;
  let server: TestServer;
  let outbox: SqliteOutbox;
  const cli = (...args: string[]) => runCli([...args, '--data-dir', dir], { env: {}, cwd: dir });
  beforeEach(async () => {
    dir = await createTempDir();
    peer = await startSmtpPeer();
    server = await startTestServer({ dataDir: dir, smtpUrl: peer.url, env: { SPAM_MIN_FILL_MS: '3000' } });
    outbox = inspectOutbox(dir);
  });
  afterEach(async () => {
    await server.close();
    outbox.close();
    await peer.stop();
    await removeTempDir(dir);
  });

  it('holds a honeypot lead and a too-fast lead back, delivers a normal one, and answers all three alike', async () => {
    const bot = wirePayload({ website: 'http://cheap-pills.example', fillMs: 12_000 });
    const fast = wirePayload({ fillMs: 400 });
    const person = wirePayload({ fillMs: 45_000 });
    const answers = [];
    for (const payload of [bot, fast, person]) {
      const res = await server.post(payload, { headers: { 'Idempotency-Key': payload.id } });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as { success: boolean; message: string; leadId: string });
    }
    const [botAnswer, fastAnswer, personAnswer] = answers;
    for (const answer of answers) expect(Object.keys(answer).sort()).toEqual(['leadId', 'message', 'success']);
    expect(botAnswer?.message).toBe(personAnswer?.message);

    await waitFor(() => outbox.get(personAnswer!.leadId)?.status === 'delivered', { what: 'the person’s lead' });
    await settle(300); // a poll cycle (200 ms in tests): the worker must still leave the others alone
    expect(peer.received).toHaveLength(1);
    expect(outbox.get(botAnswer!.leadId)).toMatchObject({
      status: 'quarantined',
      quarantineReason: 'honeypot field filled in',
      attempts: 0,
    });
    expect(outbox.get(fastAnswer!.leadId)?.quarantineReason).toMatch(/400 ms/);
    expect(JSON.stringify(server.logs)).toContain('lead quarantined as suspected spam');
    expect(JSON.stringify(server.logs)).not.toContain('cheap-pills');

    // A replay of a quarantined lead gets the same answer and stays quarantined.
    const replay = await server.post(bot);
    expect(await replay.json()).toEqual(botAnswer);

    const listed = await cli('list', '--status', 'quarantined');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(botAnswer!.leadId);
    expect(listed.out).toContain(fastAnswer!.leadId);
    expect(listed.out).not.toContain(personAnswer!.leadId);
    expect(listed.out).toContain('honeypot field filled in');

    // The owner decides the fast one was a person: release it, the running server mails it once.
    const released = await cli('release', fastAnswer!.leadId);
    expect(released).toMatchObject({ code: 0, out: `${fastAnswer!.leadId}: quarantined -> pending` });
    await waitFor(() => outbox.get(fastAnswer!.leadId)?.status === 'delivered', { what: 'the released lead', timeoutMs: 10_000 });
    await settle(300);
    expect(peer.received).toHaveLength(2);
    expect(outbox.get(botAnswer!.leadId)?.status).toBe('quarantined');
  });
});

describe('a person held by mistake is not held unseen', () => {
  let dir: string;
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await removeTempDir(dir);
  });

  it('holds a lead without a fill time (an old offline lead, or a script) and emails the owner its id and the release command', async () => {
    dir = await createTempDir();
    const office = await startSmtpPeer();
    const alertSmtp = await startSmtpPeer();
    cleanups.push(
      () => office.stop(),
      () => alertSmtp.stop(),
    );
    const server = await startTestServer({
      dataDir: dir,
      smtpUrl: office.url,
      env: { SPAM_MIN_FILL_MS: '3000', ALERT_EMAIL: 'Owner <owner@sunfield.example.com>', ALERT_SMTP_URL: alertSmtp.url },
    });
    cleanups.push(() => server.close());
    const old = wirePayload({ name: 'Rosa Delgado', message: 'Queued on the ranch with no signal' }); // no fillMs
    const res = await server.post(old, { headers: { 'Idempotency-Key': old.id } });
    expect(res.status).toBe(200);
    const { leadId } = (await res.json()) as { leadId: string };
    const box = inspectOutbox(dir);
    cleanups.push(() => box.close());
    expect(box.get(leadId)).toMatchObject({ status: 'quarantined', quarantineReason: 'no fill time: not sent from one of our forms' });

    // Told within seconds (the route pokes the alerter), by the second mail server.
    await waitFor(() => alertSmtp.received.length === 1, { what: 'the held-lead notice', timeoutMs: 10_000 });
    const [notice] = await alertSmtp.parsed();
    expect(notice?.subject).toMatch(/^\[Sunfield .*website\] 1 lead\(s\) held as suspected spam$/);
    expect(notice?.text).toContain(`- ${leadId} (quote form, received `);
    expect(notice?.text).toContain(`npm run leads -- release ${leadId}`);
    expect(alertSmtp.received[0]!.raw).not.toMatch(/Rosa|Delgado|ranch|obrien/i);
    await settle(300);
    expect(office.received).toHaveLength(0); // held: nothing reached the office
  });
});
