import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHttpReceiver } from '../test-support/http-receiver';
import { startSmtpPeer } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

const TOKEN = 'health-token-0123456789abcdef';
// Through a proxy, as the internet sees it: never the detail without the token.
const outside = { 'x-forwarded-for': '203.0.113.9' };

describe('the alarm when leads stop reaching the office', () => {
  let dir: string;
  const cleanups: (() => unknown)[] = [];
  const later = <T>(value: T, cleanup: (value: T) => unknown) => (cleanups.push(() => cleanup(value)), value);
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await removeTempDir(dir);
  });
  const health = async (server: TestServer, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/healthz`, { headers });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const accept = async (server: TestServer) => {
    const res = await server.post(wirePayload());
    expect(res.status).toBe(200);
    return ((await res.json()) as { leadId: string }).leadId;
  };

  it('a 530 keeps leads pending and retried, goes 503, tells the webhook and the second SMTP once; fixing it delivers each lead once and tells of the recovery', async () => {
    const office = later(await startSmtpPeer(), (p) => p.stop());
    office.refuseAt('auth', 530, 'Authentication required');
    const alertSmtp = later(await startSmtpPeer(), (p) => p.stop());
    const hook = later(await startHttpReceiver(), (h) => h.stop());
    const server = later(
      await startTestServer({
        dataDir: dir,
        smtpUrl: `smtp://web%40sunfield.example.com:wrong@127.0.0.1:${office.port}`,
        env: {
          ALERT_WEBHOOK_URL: hook.url,
          ALERT_EMAIL: 'Owner <owner@sunfield.example.com>',
          ALERT_SMTP_URL: alertSmtp.url,
          HEALTH_TOKEN: TOKEN,
          DELIVERY_MAX_ATTEMPTS: '2',
        },
      }),
      (s) => s.close(),
    );
    const box = later(inspectOutbox(dir), (o) => o.close());
    const ids = [await accept(server), await accept(server), await accept(server)];

    // Retried past DELIVERY_MAX_ATTEMPTS (2 here) and still waiting.
    await waitFor(() => ids.every((id) => (box.get(id)?.attempts ?? 0) >= 4), { what: 'four refused attempts each', timeoutMs: 10_000 });
    expect(ids.every((id) => ['pending', 'sending'].includes(box.get(id)?.status ?? ''))).toBe(true);
    expect(box.errors(ids[0]!)[0]).toMatchObject({ kind: 'configuration', responseCode: 530, command: 'AUTH PLAIN' });

    const anonymous = await health(server, outside);
    expect(anonymous).toEqual({ status: 503, body: { status: 'alert', reason: 'mail-config' } });
    const wrongToken = await health(server, { ...outside, authorization: 'Bearer not-the-token-at-all' });
    expect(wrongToken.body).toEqual({ status: 'alert', reason: 'mail-config' });
    const detail = await health(server, { ...outside, authorization: `Bearer ${TOKEN}` });
    expect(detail.status).toBe(503);
    expect(detail.body).toMatchObject({
      status: 'alert',
      reason: 'mail-config',
      outbox: { pending: 3, heldBySettings: 3, failed: 0 },
      delivery: { lastError: { kind: 'configuration', code: 'EAUTH', responseCode: 530, command: 'AUTH PLAIN' } },
    });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200); // still takes leads: stay in rotation

    await waitFor(() => hook.posts.length === 1 && alertSmtp.received.length === 1, { what: 'the webhook POST and the alert email' });
    await settle(300); // more refused attempts: still one notice
    expect(hook.posts).toHaveLength(1);
    expect(hook.posts[0]?.body).toMatchObject({ status: 'alert', reason: 'mail-config', waiting: 3 });
    expect(alertSmtp.received).toHaveLength(1);
    expect(alertSmtp.received[0]?.envelope.to).toEqual(['owner@sunfield.example.com']);
    const [alertMail] = await alertSmtp.parsed();
    expect(alertMail?.subject).toMatch(/Leads are not being delivered/);
    expect(alertMail?.text).toContain('The mail server refuses our mail settings (EAUTH 530 at AUTH PLAIN)');
    expect(office.received).toHaveLength(0);

    office.refuseAt(undefined); // the owner fixes the account
    await waitFor(() => ids.every((id) => box.get(id)?.status === 'delivered'), { what: 'every lead delivered', timeoutMs: 10_000 });
    await waitFor(() => hook.posts.length === 2 && alertSmtp.received.length === 2, { what: 'the recovery notices' });
    await settle(200);
    const delivered = (await office.parsed()).map((m) => m.messageId);
    expect(delivered.sort()).toEqual(ids.map((id) => `<${id}@sunfield.example.com>`).sort());
    expect(hook.posts[1]?.body).toMatchObject({ status: 'ok', reason: null });
    expect((await alertSmtp.parsed())[1]?.subject).toMatch(/Leads are being delivered again/);
    expect(await health(server, outside)).toEqual({ status: 200, body: { status: 'ok', reason: null } });
    expect(box.errors(ids[0]!).length).toBeGreaterThanOrEqual(3); // the history outlives the delivery

    const told = JSON.stringify(hook.posts) + alertSmtp.received.map((m) => m.raw).join('');
    expect(told).not.toMatch(/Brien|example\.net|Roof faces|wrong/);
  });

  it('a 550 for our own MAIL_TO keeps the lead pending; a 552 for one message fails only it; both are 503 with the reason', async () => {
    const office = later(await startSmtpPeer(), (p) => p.stop());
    office.refuseAt('rcpt', 550, 'No such user here');
    const server = later(await startTestServer({ dataDir: dir, smtpUrl: office.url }), (s) => s.close());
    const box = later(inspectOutbox(dir), (o) => o.close());
    const held = await accept(server);
    await waitFor(() => (box.get(held)?.attempts ?? 0) >= 2, { what: 'two refused attempts' });
    expect(box.get(held)?.status).not.toBe('failed');
    expect(await health(server, outside)).toEqual({ status: 503, body: { status: 'alert', reason: 'mail-config' } });

    office.refuseAt(undefined);
    await waitFor(() => box.get(held)?.status === 'delivered');
    office.failNext(1, 552, 'Message size exceeds fixed limit');
    const tooBig = await accept(server);
    await waitFor(() => box.get(tooBig)?.status === 'failed');
    expect(box.get(tooBig)).toMatchObject({ attempts: 1, lastErrorKind: 'message' });
    expect(await health(server, outside)).toEqual({ status: 503, body: { status: 'alert', reason: 'lead-failed' } });
  });
});
