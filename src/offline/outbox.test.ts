import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadPayload } from '@/shared/lead/lead';
import { closeOfflineDb, DB_NAME, type OutboxFile } from './db';
import { subscribeOutbox, type OutboxEvent } from './events';
import { withOutboxLock } from './lock';
import { deliverNow, queueLead, replayOutbox } from './outbox';
import type { UploadProgress } from './uploads';
import { countEntries, getEntry, listRejected } from './store';
import type { SendResult } from './transport';

// Node has no Web Locks here, so these tests run the IndexedDB lease fallback as well.
const useLocks = false;
const lead = (n: number): LeadPayload => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  form: 'quote',
  name: `Jane ${n}`,
  email: 'jane@example.com',
  phone: '+16615550123',
  service: 'battery',
  message: 'O&#39;Brien &lt;3',
});

const ok: SendResult = { ok: true, leadId: 'L', message: 'Thanks' };
const status = (s: number, extra: object = {}): SendResult => ({ ok: false, network: false, status: s, ...extra });

/** A fake server: answers in order, records what was sent. */
function server(...answers: SendResult[]) {
  const sent: string[] = [];
  const send = async (p: LeadPayload) => {
    sent.push(p.id);
    return answers.shift() ?? ok;
  };
  return { sent, send };
}

beforeEach(async () => {
  await closeOfflineDb();
  await new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = resolve;
  });
});
afterEach(() => closeOfflineDb());

describe('lead outbox', () => {
  it('keeps a lead through 500 and 429, honours Retry-After, then delivers it once', async () => {
    let now = 1_000_000;
    const api = server(status(500), status(429, { retryAfterMs: 60_000 }), ok);
    await queueLead(lead(1), { now });
    const deps = { send: api.send, now: () => now, useLocks };

    expect((await replayOutbox({ ...deps })).remaining).toBe(1); // 500
    const after500 = await getEntry(lead(1).id);
    expect(after500).toMatchObject({ attempts: 1, lastError: 'HTTP 500' });
    expect(after500!.nextAttemptAt).toBeGreaterThan(now);

    await replayOutbox({ ...deps }); // not due yet: our own backoff
    expect(api.sent).toHaveLength(1);
    await replayOutbox({ ...deps, force: true }); // a connectivity signal skips our backoff: 429
    expect(api.sent).toHaveLength(2);
    expect((await getEntry(lead(1).id))!.notBefore).toBe(now + 60_000);

    await replayOutbox({ ...deps, force: true }); // but never the server's Retry-After
    expect(api.sent).toHaveLength(2);
    now += 61_000;
    const events: OutboxEvent[] = [];
    const stop = subscribeOutbox((e) => events.push(e));
    const summary = await replayOutbox({ ...deps, force: true });
    stop();
    expect(summary).toMatchObject({ delivered: [lead(1).id], remaining: 0 });
    expect(events).toContainEqual({ type: 'delivered', ids: [lead(1).id], leadIds: { [lead(1).id]: 'L' } });
    expect(api.sent).toEqual([lead(1).id, lead(1).id, lead(1).id]);
    expect(await countEntries()).toBe(0);
    await replayOutbox({ ...deps, force: true });
    expect(api.sent).toHaveLength(3);
  });

  it('moves a lead the server refuses for good to the rejected store, with its text', async () => {
    const events: OutboxEvent[] = [];
    const stop = subscribeOutbox((e) => events.push(e));
    const api = server(status(422, { message: 'Please check the highlighted fields and try again.' }));
    await queueLead(lead(2));
    const summary = await replayOutbox({ send: api.send, useLocks });
    stop();
    expect(summary).toMatchObject({ rejected: [lead(2).id], remaining: 0 });
    const [refused] = await listRejected();
    expect(refused).toMatchObject({ id: lead(2).id, status: 422, message: 'Please check the highlighted fields and try again.' });
    expect(refused!.payload.message).toBe('O&#39;Brien &lt;3');
    expect(events).toContainEqual({ type: 'rejected', ids: [lead(2).id] });
  });

  it('stops a replay at the first network error and keeps every lead', async () => {
    const api = server({ ok: false, network: true });
    await queueLead(lead(3), { now: 1 });
    await queueLead(lead(4), { now: 2 });
    expect(await replayOutbox({ send: api.send, useLocks, force: true })).toMatchObject({ remaining: 2 });
    expect(api.sent).toEqual([lead(3).id]);
  });

  it("the form's own send: a final 4xx is returned to the form, not kept", async () => {
    await queueLead(lead(5));
    const result = await deliverNow(lead(5).id, { send: server(status(422, { fields: { email: 'bad' } })).send, useLocks });
    expect(result).toMatchObject({ ok: false, status: 422, fields: { email: 'bad' } });
    expect(await countEntries()).toBe(0);
    expect(await listRejected()).toEqual([]);
  });

  it('a lead delivered by a replay while the form waited is reported as sent, not sent again', async () => {
    const api = server(ok);
    await queueLead(lead(6));
    await replayOutbox({ send: api.send, useLocks, force: true });
    const result = await deliverNow(lead(6).id, { send: api.send, useLocks });
    // Sent, but this answer has no server id: the client id is never passed off as a reference.
    expect(result).toMatchObject({ ok: true, leadId: '' });
    expect(api.sent).toEqual([lead(6).id]);
  });

  it('an edited resend replaces the earlier version still waiting', async () => {
    await queueLead(lead(7));
    await queueLead({ ...lead(8), message: 'edited' }, { replaces: lead(7).id });
    expect(await getEntry(lead(7).id)).toBeUndefined();
    expect((await getEntry(lead(8).id))!.payload.message).toBe('edited');
  });

  it('runs one replay at a time: concurrent triggers send each lead once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    const send = async (p: LeadPayload) => {
      sent.push(p.id);
      await gate;
      return ok;
    };
    await queueLead(lead(9));
    const runs = [
      replayOutbox({ send, useLocks, force: true }),
      replayOutbox({ send, useLocks }),
      deliverNow(lead(9).id, { send, useLocks }),
    ];
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all(runs);
    expect(sent).toEqual([lead(9).id]);
  });

  it('the IndexedDB lease never lets two holders overlap', async () => {
    const log: string[] = [];
    const hold = (name: string) =>
      withOutboxLock(
        async () => {
          log.push(`${name}:in`);
          await new Promise((r) => setTimeout(r, 30));
          log.push(`${name}:out`);
        },
        { useLocks },
      );
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let i = 0; i < log.length; i += 2) expect(log[i]!.split(':')[0]).toBe(log[i + 1]!.split(':')[0]);
  });

  it('keeps a lead and its files in one record and sends them together, through a refusal too', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7])], { type: 'image/jpeg' });
    const files = [{ name: 'meter.jpg', type: 'image/jpeg', blob: photo }];
    const seen: { id: string; names: string[]; bytes: number[][] }[] = [];
    const send = async (p: LeadPayload, f: readonly OutboxFile[]) => {
      seen.push({
        id: p.id,
        names: f.map((x) => x.name),
        bytes: await Promise.all(f.map(async (x) => [...new Uint8Array(await x.blob.arrayBuffer())])),
      });
      return seen.length === 1 ? status(503) : ok;
    };
    expect(await queueLead(lead(20), { files })).toEqual({ filesLeftOut: 0 });
    expect((await getEntry(lead(20).id))!.files).toHaveLength(1);
    await replayOutbox({ send, useLocks, force: true });
    await replayOutbox({ send, useLocks, force: true });
    expect(seen).toEqual([
      { id: lead(20).id, names: ['meter.jpg'], bytes: [[0xff, 0xd8, 0xff, 0xe0, 7, 7]] },
      { id: lead(20).id, names: ['meter.jpg'], bytes: [[0xff, 0xd8, 0xff, 0xe0, 7, 7]] },
    ]);
    expect(await countEntries()).toBe(0);
  });

  it('stores the text when the files cannot be stored; the first send still carries them, a replay does not', async () => {
    // A value IndexedDB cannot keep fails the write as a full disk does: the record is refused.
    const unstorable = [{ name: 'roof.jpg', type: 'image/jpeg', blob: (() => undefined) as unknown as Blob }];
    expect(await queueLead(lead(21), { files: unstorable })).toEqual({ filesLeftOut: 1 });
    const entry = await getEntry(lead(21).id);
    expect(entry!.payload).toEqual(lead(21));
    expect(entry!.files).toBeUndefined();

    const sent: string[][] = [];
    const send = async (_p: LeadPayload, f: readonly OutboxFile[]) => {
      sent.push(f.map((x) => x.name));
      return sent.length === 1 ? { ok: false as const, network: true } : ok;
    };
    await deliverNow(lead(21).id, { send, useLocks }, unstorable);
    await replayOutbox({ send, useLocks, force: true });
    expect(sent).toEqual([['roof.jpg'], []]);
    expect(await countEntries()).toBe(0);
  });

  describe('files in resumable parts (docs/decisions/028-resumable-uploads.md)', () => {
    /**
     * A server that speaks the upload protocol, in memory: the lead's JSON POST answers a token
     * and the offsets; PATCH parts are kept only at the stored end. `cutAfter` bytes into the
     * upload, the link fails every part for `outage` attempts, as a weak signal does.
     */
    function uploadServer({ cutAfter = Infinity, outage = 0 } = {}) {
      const leads: { payload: { id: string; files?: { size: number; sha256: string }[] }; count: number }[] = [];
      const stored = new Map<number, Buffer>();
      let received = 0;
      let failing = 0;
      const requests: string[] = [];
      const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = init?.method ?? 'GET';
        requests.push(`${method} ${url}`);
        if (url === '/api/send-email') {
          const payload = JSON.parse(init!.body as string) as (typeof leads)[number]['payload'];
          const known = leads.find((l) => l.payload.id === payload.id);
          if (known) known.count++;
          else leads.push({ payload, count: 1 });
          const uploads = (payload.files ?? []).map((f, i) => ({
            position: i + 1,
            offset: stored.get(i + 1)?.length ?? 0,
            size: f.size,
            state: (stored.get(i + 1)?.length ?? 0) === f.size ? 'complete' : 'receiving',
          }));
          return Response.json({ success: true, message: 'Thanks', leadId: 'L9', uploadToken: 'tok', uploads });
        }
        const position = Number(url.split('/').pop());
        const size = leads[0]!.payload.files![position - 1]!.size;
        const have = stored.get(position) ?? Buffer.alloc(0);
        const answer = (status = 200) =>
          Response.json(
            { success: status < 300, offset: have.length, size, state: have.length === size ? 'complete' : 'receiving' },
            { status },
          );
        if (method === 'GET') return answer();
        const headers = new Headers(init!.headers);
        expect(headers.get('Upload-Token')).toBe('tok');
        const offset = Number(headers.get('Upload-Offset'));
        const part = Buffer.from(await (init!.body as Blob).arrayBuffer());
        if (received + part.length > cutAfter && failing < outage) {
          failing++;
          throw new TypeError('Failed to fetch'); // the part never arrived
        }
        if (offset !== have.length) return answer(409);
        stored.set(position, Buffer.concat([have, part]));
        received += part.length;
        return Response.json({
          success: true,
          offset: have.length + part.length,
          size,
          state: have.length + part.length === size ? 'complete' : 'receiving',
        });
      }) as typeof fetch;
      return { fetchImpl, leads, stored, requests };
    }

    const bytes = (n: number, seed: number) => new Uint8Array(Array.from({ length: n }, (_, i) => (i * seed) % 251));
    const photos = [
      { name: 'roof.jpg', type: 'image/jpeg', blob: new Blob([bytes(90_000, 7)], { type: 'image/jpeg' }) },
      { name: 'meter.jpg', type: 'image/jpeg', blob: new Blob([bytes(50_000, 13)], { type: 'image/jpeg' }) },
    ];
    const noWait = async () => {};

    it('sends the text with its files declared, then every file in parts; delivered once all are in', async () => {
      const server = uploadServer();
      const events: OutboxEvent[] = [];
      const stop = subscribeOutbox((e) => events.push(e));
      await queueLead(lead(30), { files: photos });
      const result = await deliverNow(lead(30).id, { resumable: { fetchImpl: server.fetchImpl, sleep: noWait }, useLocks });
      stop();
      expect(result).toMatchObject({ ok: true, leadId: 'L9' });
      expect(server.leads).toHaveLength(1);
      const declared = server.leads[0]!.payload.files!;
      expect(declared.map((f) => f.size)).toEqual([90_000, 50_000]);
      expect(declared[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(server.stored.get(1)).toEqual(Buffer.from(bytes(90_000, 7)));
      expect(server.stored.get(2)).toEqual(Buffer.from(bytes(50_000, 13)));
      expect(server.requests.filter((r) => r.startsWith('PATCH')).length).toBeGreaterThan(2); // in parts
      const progress = events.flatMap((e) => (e.type === 'progress' ? [e.progress] : []));
      expect(progress.at(-1)).toMatchObject<Partial<UploadProgress>>({ filesDone: 2, files: 2, bytesDone: 140_000, photos: true });
      // The server's id of the lead goes with the news, for the form's reference.
      expect(events).toContainEqual({ type: 'delivered', ids: [lead(30).id], leadIds: { [lead(30).id]: 'L9' } });
      expect(await countEntries()).toBe(0);
    });

    it('a cut link: the attempt ends with what got through kept; the next resumes there, the text is not sent twice as new', async () => {
      const server = uploadServer({ cutAfter: 60_000, outage: 4 });
      await queueLead(lead(31), { files: photos });
      const deps = { resumable: { fetchImpl: server.fetchImpl, sleep: noWait }, useLocks };
      const first = await deliverNow(lead(31).id, deps);
      expect(first).toMatchObject({ ok: false, network: true, uploading: { filesDone: 0, files: 2 } });
      const kept = (await getEntry(lead(31).id))!;
      const sentSoFar = server.stored.get(1)!.length;
      expect(sentSoFar).toBeGreaterThan(0);
      expect(kept.upload).toEqual({ token: 'tok', leadId: 'L9', offsets: [sentSoFar, 0], states: ['receiving', 'receiving'] });
      // It moved forward, so it is due again in seconds, not after a growing backoff.
      expect(kept.attempts).toBe(0);
      const events: OutboxEvent[] = [];
      const stop = subscribeOutbox((e) => events.push(e));
      const summary = await replayOutbox({ ...deps, force: true });
      stop();
      expect(summary).toMatchObject({ delivered: [lead(31).id], remaining: 0 });
      // The replay sent only parts, yet its news names the server's id the first answer gave.
      expect(events).toContainEqual({ type: 'delivered', ids: [lead(31).id], leadIds: { [lead(31).id]: 'L9' } });
      expect(server.leads).toEqual([expect.objectContaining({ count: 1 })]); // the text went once
      expect(server.stored.get(1)).toEqual(Buffer.from(bytes(90_000, 7)));
      expect(server.stored.get(2)).toEqual(Buffer.from(bytes(50_000, 13)));
    });
  });
});
