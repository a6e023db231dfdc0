import { leadMessages } from '@/shared/lead/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteOutbox } from '../outbox/outbox';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

/** Every answer of the lead API (docs/decisions/001-lead-api-contract.md). */
interface ApiAnswer {
  success: boolean;
  message: string;
  leadId?: string;
  fields?: Record<string, string>;
}

const answerOf = async (res: Response) => (await res.json()) as ApiAnswer;

/** The leadId of an accepted lead; fails the test on any other answer. */
async function acceptedId(res: Response): Promise<string> {
  const body = await answerOf(res);
  if (!body.success || body.leadId === undefined) throw new Error(`lead not accepted: ${res.status} ${JSON.stringify(body)}`);
  return body.leadId;
}

describe('POST /api/send-email', () => {
  let dir: string;
  let peer: SmtpPeer;
  let server: TestServer;
  let outbox: SqliteOutbox;
  beforeEach(async () => {
    dir = await createTempDir();
    peer = await startSmtpPeer();
    server = await startTestServer({ dataDir: dir, smtpUrl: peer.url });
    outbox = inspectOutbox(dir);
  });
  afterEach(async () => {
    await server.close();
    outbox.close();
    await peer.stop();
    await removeTempDir(dir);
  });

  it('stores a valid lead, answers with its leadId and mails it once, decoded and escaped', async () => {
    const payload = wirePayload({
      form: 'estimate',
      // As the browser sends it: < > " ' entity-encoded, & left alone.
      name: 'O&#39;Brien & &quot;Sons&quot;',
      message: 'Call after 5 &lt;pm&gt;, ask for &quot;Pat&quot;.\nO&#39;Brien & Sons &lt;3',
      zipCode: '93308',
      interests: ['adding-batteries'],
      pageUrl: '/services/residential-solar',
    });
    const res = await server.post(payload, { headers: { 'Idempotency-Key': payload.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answerOf(res);
    const leadId = body.leadId ?? '';
    expect(leadId).toMatch(/^lead_/);
    expect(body).toEqual({ success: true, message: "Thank you for your message! We'll be in touch soon.", leadId });

    const stored = outbox.get(leadId);
    expect(stored?.lead.name).toBe('O\'Brien & "Sons"');
    await waitFor(() => outbox.get(leadId)?.status === 'delivered', { what: 'delivery' });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.envelope).toEqual({ from: 'website@sunfield.example.com', to: ['office@sunfield.example.com'] });

    const [mail] = await peer.parsed();
    expect(mail?.subject).toBe(`New estimate request: New Solar (ref ${leadId.slice(5, 13)})`);
    expect(mail?.from).toMatchObject({ name: 'Sunfield Electric & Solar Website', address: 'website@sunfield.example.com' });
    expect(mail?.to).toEqual([{ name: 'Sunfield Office', address: 'office@sunfield.example.com' }]);
    expect(mail?.replyTo).toEqual([{ name: 'O\'Brien & "Sons"', address: 'jane.obrien@example.net' }]);
    expect(mail?.messageId).toBe(`<${leadId}@sunfield.example.com>`);
    expect(outbox.get(leadId)?.messageId).toBe(mail?.messageId);

    const text = mail?.text ?? '';
    expect(text).toContain('Name: O\'Brien & "Sons"');
    expect(text).toContain('    Call after 5 <pm>, ask for "Pat".\n    O\'Brien & Sons <3');
    for (const label of [
      'Email: jane.obrien@example.net',
      'Phone: +16615550123',
      "Service: I don't currently have solar",
      'ZIP code: 93308',
      'Interests: Adding Batteries',
      'Page: /services/residential-solar',
      'Form: Estimate request',
      `Lead ID: ${leadId}`,
      'Received at: ',
    ]) {
      expect(text).toContain(label);
    }
    const html = mail?.html ?? '';
    expect(html).toContain('O&#39;Brien &amp; &quot;Sons&quot;');
    expect(html).toContain('O&#39;Brien &amp; Sons &lt;3');
    expect(html).toContain('Call after 5 &lt;pm&gt;, ask for &quot;Pat&quot;.<br>');
    expect(html).not.toContain('<3');
    expect(html).not.toContain('<pm>');
  });

  it('mails a lead from the Spanish site with "[ES]" before its subject, for the inbox to route', async () => {
    const payload = wirePayload({ form: 'quote', service: 'battery', language: 'es', pageUrl: '/es/contacto' });
    const leadId = await acceptedId(await server.post(payload, { headers: { 'Idempotency-Key': payload.id } }));
    await waitFor(() => outbox.get(leadId)?.status === 'delivered', { what: 'delivery' });
    const [mail] = await peer.parsed();
    expect(mail?.subject).toBe(`[ES] New quote request: Battery (ref ${leadId.slice(5, 13)})`);
    expect(mail?.text).toContain('Language: Spanish');
  });

  it('answers a replay of the same id with the same leadId and sends nothing new', async () => {
    const payload = wirePayload();
    const first = await answerOf(await server.post(payload));
    await waitFor(() => peer.received.length === 1, { what: 'first mail' });
    const again = await server.post(payload, { headers: { 'Idempotency-Key': payload.id } });
    expect(again.status).toBe(200);
    expect(await answerOf(again)).toEqual(first);
    await settle(150);
    expect(peer.received).toHaveLength(1);
    expect(outbox.counts().total).toBe(1);
  });

  it('rejects an Idempotency-Key that differs from the body id', async () => {
    const res = await server.post(wirePayload(), { headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(res.status).toBe(400);
    const body = await answerOf(res);
    expect(body).toEqual({ success: false, message: body.message });
    expect(body.message).toContain('Idempotency-Key');
  });

  const bad: [string, number, () => Promise<Response>][] = [
    ['malformed JSON', 400, () => server.post(null, { raw: '{"id": "x",' })],
    ['an empty body', 400, () => server.post(null, { raw: '' })],
    ['a JSON string', 400, () => server.post('just text')],
    ['text/plain', 415, () => server.post(null, { raw: JSON.stringify(wirePayload()), headers: { 'content-type': 'text/plain' } })],
    [
      'form-urlencoded',
      415,
      () => server.post(null, { raw: 'name=Jane', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ],
    [
      'no content type',
      415,
      () => fetch(`${server.url}/api/send-email`, { method: 'POST', body: new Blob([JSON.stringify(wirePayload())]) }),
    ],
    ['a body over 16 KB', 413, () => server.post(wirePayload({ message: 'x'.repeat(17 * 1024) }))],
    ['a JSON array', 422, () => server.post([wirePayload()])],
  ];
  it.each(bad)('answers %s with %i JSON and stores nothing', async (_name, status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answerOf(res);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    await settle(50);
    expect(outbox.counts().total).toBe(0);
    expect(peer.dataCommands).toBe(0);
  });

  it('answers a schema failure with 422 and the first message per field', async () => {
    const res = await server.post(wirePayload({ phone: '+1555', email: 'nope', homepage: 'spam', zipCode: '90210', utility: 'ladwp' }));
    expect(res.status).toBe(422);
    const body = await answerOf(res);
    expect(typeof body.message).toBe('string');
    expect(body).toEqual({
      success: false,
      message: body.message,
      fields: {
        phone: 'Please enter a valid phone number, e.g. (661) 555-0199',
        email: 'Please enter a valid email address',
        zipCode: leadMessages.zipOutsideArea,
        utility: expect.any(String) as string,
        homepage: 'Unknown field',
      },
    });
    await settle(50);
    expect(outbox.counts().total).toBe(0);
    expect(peer.dataCommands).toBe(0);
  });

  it('accepts a lead queued before ids with its legacy labels, stores the ids and mails the same labels', async () => {
    const payload = wirePayload({ form: 'application', service: 'Commercial Electric', position: 'Solar Installation' });
    const res = await server.post(payload);
    expect(res.status).toBe(200);
    const leadId = await acceptedId(res);
    expect(outbox.get(leadId)?.lead).toMatchObject({ service: 'commercial-electric', position: 'solar-installation' });
    await waitFor(() => outbox.get(leadId)?.status === 'delivered', { what: 'delivery' });
    const [mail] = await peer.parsed();
    expect(mail?.subject).toBe(`New job application: Solar Installation (ref ${leadId.slice(5, 13)})`);
    expect(mail?.text).toContain('Service: I am interested in commercial electric options');
    expect(mail?.text).toContain('Position: Solar Installation');
  });

  it('still answers an unknown position with 422', async () => {
    const res = await server.post(wirePayload({ form: 'application', position: 'Roofing' }));
    expect(res.status).toBe(422);
    const body = await answerOf(res);
    expect(body.success).toBe(false);
    expect(Object.keys(body.fields ?? {})).toEqual(['position']);
    await settle(50);
    expect(outbox.counts().total).toBe(0);
  });

  it('logs rejections and deliveries without personal data', async () => {
    await server.post(wirePayload({ phone: '+1555' }));
    const leadId = await acceptedId(await server.post(wirePayload()));
    await waitFor(() => outbox.get(leadId)?.status === 'delivered');
    const log = JSON.stringify(server.logs);
    expect(log).toContain('lead rejected: validation failed');
    expect(log).toContain(leadId);
    for (const personal of ['Brien', 'jane.obrien', '6615550123', '+1555', 'Roof faces south']) {
      expect(log).not.toContain(personal);
    }
  });

  it('answers other /api paths and methods with JSON, never HTML', async () => {
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Not found.' });
    const get = await fetch(`${server.url}/api/send-email`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ success: false });
    expect(get.headers.get('x-powered-by')).toBeNull();
  });
});
