import { describe, expect, it } from 'vitest';
import { backoffMs, classify } from './rules';
import { parseRetryAfter, postLead } from './transport';
import type { LeadPayload } from '@/shared/lead/lead';

const fail = (status: number, extra: object = {}) => ({ ok: false as const, network: false, status, ...extra });

describe('outbox rules', () => {
  it('deletes only on delivery or a 4xx that can never succeed', () => {
    expect(classify({ ok: true, leadId: 'x', message: '' })).toEqual({ kind: 'delivered' });
    for (const status of [400, 401, 403, 404, 405, 409, 410, 413, 415, 422]) {
      expect(classify(fail(status, { message: 'no' })), String(status)).toEqual({ kind: 'rejected', status, message: 'no' });
    }
    expect(classify(fail(422, { message: 'Check the fields.', fields: { phone: 'Bad phone' } }))).toMatchObject({
      message: 'Check the fields. Bad phone',
    });
  });

  it('keeps network errors, 408, 425, 429, 5xx and odd 2xx/3xx answers', () => {
    expect(classify({ ok: false, network: true })).toEqual({ kind: 'retry', reason: 'network' });
    for (const status of [408, 425, 429, 500, 502, 503, 504, 200, 302]) {
      expect(classify(fail(status)).kind, String(status)).toBe('retry');
    }
    expect(classify(fail(429, { retryAfterMs: 2000 }))).toEqual({ kind: 'retry', reason: 'HTTP 429', retryAfterMs: 2000 });
  });

  it('backs off exponentially with jitter, capped at 15 minutes', () => {
    expect(backoffMs(1, () => 0)).toBe(2500);
    expect(backoffMs(1, () => 1)).toBe(5000);
    expect(backoffMs(3, () => 1)).toBe(20_000);
    expect(backoffMs(30, () => 1)).toBe(15 * 60_000);
  });

  it('reads Retry-After as seconds or a date, capped at an hour', () => {
    const now = Date.parse('2026-11-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('999999', now)).toBe(3_600_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('postLead', () => {
  const payload = {
    id: '6f1c1f3e-8a6b-4c1e-9d3a-2b7c5e4f1a00',
    form: 'quote',
    name: 'Jane',
    email: 'j@example.com',
    phone: '+16615550123',
    service: 'battery',
    message: 'Hi',
  } as LeadPayload;

  it('sends the id as Idempotency-Key and counts only our JSON success as delivered', async () => {
    const seen: RequestInit[] = [];
    const ok = await postLead(payload, {
      fetchImpl: async (_url, init) => {
        seen.push(init!);
        return Response.json({ success: true, message: 'Thanks', leadId: 'L1' });
      },
    });
    expect(ok).toEqual({ ok: true, leadId: 'L1', message: 'Thanks' });
    expect(new Headers(seen[0]!.headers).get('Idempotency-Key')).toBe(payload.id);
    expect((JSON.parse(seen[0]!.body as string) as { id: string }).id).toBe(payload.id);

    // A captive portal's 200 page delivered nothing.
    const portal = await postLead(payload, { fetchImpl: async () => new Response('<html>Sign in to Wi-Fi</html>', { status: 200 }) });
    expect(portal).toEqual({ ok: false, network: false, status: 200 });
    expect(classify(portal).kind).toBe('retry');
  });

  it('reports a failed fetch as a network error and passes Retry-After on', async () => {
    expect(await postLead(payload, { fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) })).toEqual({
      ok: false,
      network: true,
    });
    const limited = await postLead(payload, {
      fetchImpl: async () => Response.json({ success: false, message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '7' } }),
    });
    expect(limited).toEqual({ ok: false, network: false, status: 429, message: 'Slow down', retryAfterMs: 7000 });
  });

  it('sends a lead with files as multipart: the lead field first, then each file in order, same key', async () => {
    const seen: RequestInit[] = [];
    const files = [
      { name: 'roof.jpg', type: 'image/jpeg', blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2])], { type: 'image/jpeg' }) },
      { name: 'bill.pdf', type: 'application/pdf', blob: new Blob(['%PDF-1.4 bill'], { type: 'application/pdf' }) },
    ];
    const ok = await postLead(payload, {
      files,
      fetchImpl: async (_url, init) => {
        seen.push(init!);
        return Response.json({ success: true, message: 'Thanks', leadId: 'L2' });
      },
    });
    expect(ok.ok).toBe(true);
    const headers = new Headers(seen[0]!.headers);
    expect(headers.get('Idempotency-Key')).toBe(payload.id);
    // The browser writes the multipart boundary itself; a hand-set type would lack it.
    expect(headers.get('Content-Type')).toBeNull();
    const form = seen[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['lead', 'files', 'files']);
    expect(JSON.parse(form.get('lead') as string)).toEqual(payload);
    const sent = form.getAll('files') as File[];
    expect(sent.map((f) => f.name)).toEqual(['roof.jpg', 'bill.pdf']);
    expect(new Uint8Array(await sent[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2]));
  });
});
