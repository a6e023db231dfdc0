import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FailureNote } from '../outbox/record';
import { openSqliteStore } from '../outbox/sqlite-store';
import type { Outbox } from '../outbox/store';
import { startHttpReceiver, type HttpReceiver } from '../test-support/http-receiver';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { createAlerter } from './alerter';
import { webhookSink } from './webhook';

const MIN = 60_000;
const lead = () => ({
  id: randomUUID(),
  form: 'quote' as const,
  name: 'Jane Visitor',
  email: 'jane@example.net',
  phone: '+16615550123',
  service: 'other',
  message: 'Private words',
});
const auth535: FailureNote = {
  kind: 'configuration',
  code: 'EAUTH',
  responseCode: 535,
  command: 'AUTH PLAIN',
  message: 'EAUTH 535: Invalid login',
};

describe('alerter', () => {
  let dir: string;
  let outbox: Outbox;
  let hook: HttpReceiver;
  let clock: number;
  let logs: Record<string, unknown>[];
  beforeEach(async () => {
    dir = await createTempDir();
    outbox = openSqliteStore(dir);
    hook = await startHttpReceiver();
    clock = 1_000_000;
    logs = [];
  });
  afterEach(async () => {
    await hook.stop();
    await outbox.close();
    await removeTempDir(dir);
  });
  const alerter = (sinkTimeoutMs?: number) =>
    createAlerter({
      outbox,
      config: { alerts: { afterMs: 30 * MIN, repeatMs: 6 * 60 * MIN } },
      sinks: [{ name: 'webhook', send: webhookSink(hook.url, sinkTimeoutMs) }],
      logger: pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) }),
      now: () => clock,
    });
  /** A lead the worker tried once and that our settings spoiled. */
  const refusedBySettings = async () => {
    const { leadId } = await outbox.accept(lead(), clock);
    await outbox.claimDue(clock, 1);
    await outbox.markRetry(leadId, auth535, clock + MIN, clock);
    return leadId;
  };
  const bodies = () => hook.posts.map((p) => p.body as Record<string, unknown>);

  it('tells once when the state turns bad, again only for a new reason or after ALERT_REPEAT_MS, and once on recovery', async () => {
    const a = alerter();
    await a.check();
    expect(hook.posts).toEqual([]); // all well: nothing to say

    const leadId = await refusedBySettings();
    await a.check();
    await a.check();
    expect(bodies()).toEqual([
      expect.objectContaining({
        status: 'alert',
        reason: 'mail-config',
        reasons: ['mail-config'],
        waiting: 1,
        failed: 0,
        lastError: { kind: 'configuration', code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' },
        text: expect.stringMatching(
          /^Sunfield .*website: leads are not reaching the office\. The mail server refuses our mail settings \(EAUTH 535 at AUTH PLAIN\)/,
        ) as string,
      }),
    ]);
    expect(hook.posts[0]?.contentType).toBe('application/json');
    expect(hook.posts[0]?.path).toBe('/hooks/T000/B000/secret');

    clock += 31 * MIN; // now also overdue: a new reason
    await a.check();
    expect(bodies()[1]).toMatchObject({ reasons: ['mail-config', 'lead-delayed'], oldestWaitingMinutes: 31 });
    clock += 60 * MIN;
    await a.check();
    expect(hook.posts).toHaveLength(2);
    clock += 6 * 60 * MIN; // still bad six hours after the last notice
    await a.check();
    expect(hook.posts).toHaveLength(3);

    await outbox.claimDue(clock, 1);
    await outbox.markDelivered(leadId, '<x@y>', clock);
    await a.check();
    await a.check();
    expect(bodies().slice(3)).toEqual([expect.objectContaining({ status: 'ok', reason: null, reasons: [], waiting: 0, failed: 0 })]);
    expect(JSON.stringify(hook.posts)).not.toMatch(/Jane|example\.net|Private|Invalid login/);
  });

  it('tells about a failed lead and a lead waiting past ALERT_AFTER_MS', async () => {
    const a = alerter();
    await outbox.accept(lead(), clock);
    clock += 30 * MIN + 1000;
    await a.check();
    expect(bodies()[0]).toMatchObject({ reason: 'lead-delayed', text: expect.stringContaining('A lead has waited 30 min') as string });

    const failed = (await outbox.accept(lead(), clock)).leadId;
    await outbox.claimDue(clock, 5);
    await outbox.markFailed(failed, { ...auth535, kind: 'message', code: 'EMESSAGE', responseCode: 552, command: 'DATA' }, clock);
    await a.check();
    expect(bodies()[1]).toMatchObject({ reason: 'lead-failed', text: expect.stringContaining('npm run leads -- retry --all') as string });
  });

  it('logs a receiver that refuses or hangs, never blocks, and tries the notice again at the next check', async () => {
    const a = alerter(300);
    await refusedBySettings();
    hook.answer(500);
    await a.check();
    expect(logs.some((l) => l.level === 40 && l.msg === `webhook ${new URL(hook.url).host} answered 500`)).toBe(true);
    hook.setHang(true);
    const started = Date.now();
    await a.check();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(logs.some((l) => typeof l.msg === 'string' && l.msg.endsWith('timed out after 300 ms'))).toBe(true);
    hook.setHang(false);
    hook.answer(204);
    await a.check();
    await a.check();
    expect(hook.posts).toHaveLength(3); // 500, hung, 204, then nothing new to say
    expect(JSON.stringify(logs)).not.toContain('secret'); // the webhook URL is a credential
  });

  it('tells the owner of leads held as suspected spam: ids, form, time, reason and the release command, once each, hourly at most', async () => {
    const a = alerter();
    const fast = (await outbox.accept(lead(), clock, "form sent 800 ms after the visitor's first input (under 3000 ms)")).leadId;
    clock += MIN;
    const scripted = (await outbox.accept(lead(), clock, 'no fill time: not sent from one of our forms')).leadId;
    await a.check();
    expect(bodies()).toEqual([
      {
        status: 'held',
        held: 2,
        leads: [
          {
            leadId: scripted,
            form: 'quote',
            receivedAt: new Date(clock).toISOString(),
            reason: 'no fill time: not sent from one of our forms',
          },
          {
            leadId: fast,
            form: 'quote',
            receivedAt: new Date(clock - MIN).toISOString(),
            reason: "form sent 800 ms after the visitor's first input (under 3000 ms)",
          },
        ],
        release: 'npm run leads -- release <lead id>',
        text: expect.stringContaining(`npm run leads -- release ${fast}`) as string,
      },
    ]);
    expect(bodies()[0]?.text).toMatch(/^Sunfield .*website: 2 lead\(s\) were held as suspected spam and not mailed to the office\./);

    // Told once: the next checks say nothing; a new one waits for the hour, then comes alone.
    await a.check();
    const third = (await outbox.accept(lead(), clock, 'honeypot field filled in')).leadId;
    clock += 30 * MIN;
    await a.check();
    expect(hook.posts).toHaveLength(1);
    clock += 31 * MIN;
    await a.check();
    expect(bodies()[1]).toMatchObject({ status: 'held', held: 1, leads: [{ leadId: third }] });
    expect(JSON.stringify(hook.posts)).not.toMatch(/Jane|example\.net|Private|6615550123/);
  });

  it('keeps a held notice that no sink took for the next check', async () => {
    const a = alerter();
    await outbox.accept(lead(), clock, 'honeypot field filled in');
    hook.answer(500);
    await a.check();
    hook.answer(204);
    await a.check();
    expect(bodies().map((b) => [b.status, b.held])).toEqual([
      ['held', 1],
      ['held', 1],
    ]);
  });

  it('writes the daily digest: counts per status, oldest waiting, failures in the last 24 h', async () => {
    const a = alerter();
    await refusedBySettings();
    clock += 5 * MIN;
    await a.digest();
    const line = logs.find((l) => l.msg === 'daily lead digest');
    expect(line).toMatchObject({
      level: 40,
      status: 'alert',
      counts: { pending: 1, delivered: 0, failed: 0, total: 1 },
      oldestWaiting: '5 min',
      failuresLast24h: 1,
      errorsLast24h: { configuration: 1, message: 0, temporary: 0 },
      deliveredLast24h: 0,
      heldLast24h: { total: 0, leads: [], release: 'npm run leads -- release <lead id>' },
    });
  });

  it('lists the leads held in the last 24 h in the digest, without their text', async () => {
    const a = alerter();
    await outbox.accept(lead(), clock - 25 * 60 * MIN, 'honeypot field filled in'); // a day and more: not listed
    const held = (await outbox.accept(lead(), clock, 'honeypot field filled in')).leadId;
    await a.digest();
    const line = logs.find((l) => l.msg === 'daily lead digest');
    expect(line).toMatchObject({
      level: 40,
      heldLast24h: {
        total: 1,
        leads: [{ leadId: held, form: 'quote', receivedAt: new Date(clock).toISOString(), reason: 'honeypot field filled in' }],
      },
    });
    expect(JSON.stringify(line)).not.toMatch(/Jane|Private/);
  });
});
