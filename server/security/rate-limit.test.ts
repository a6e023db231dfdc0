import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteOutbox } from '../outbox/outbox';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';
import { RATE_LIMITED_MESSAGE } from './rate-limit';
import { SlidingWindowStore } from './sliding-window-store';

describe('SlidingWindowStore', () => {
  it('admits `limit` requests in any window, and one more as soon as the oldest leaves it', () => {
    let now = 0;
    const store = new SlidingWindowStore(1000, 3, () => now);
    const hit = (at: number) => ((now = at), store.increment('ip'));
    expect([hit(0), hit(400), hit(800)].map((r) => r.totalHits)).toEqual([1, 2, 3]);
    expect(hit(900)).toEqual({ totalHits: 4, resetTime: new Date(1000) }); // refused until t=1000
    expect(hit(999).totalHits).toBe(4); // refused attempts are not recorded...
    expect(hit(1000).totalHits).toBe(3); // ...so the slot frees exactly when the first request expires
    expect(hit(1001).totalHits).toBe(4);
    // A fixed window would have reset at t=1000 and let 3 more through here.
    expect(hit(1300).totalHits).toBe(4);
    expect(hit(1400).totalHits).toBe(3);
    store.shutdown();
  });

  it('keeps clients apart and forgets the least recently seen beyond its key cap', () => {
    const store = new SlidingWindowStore(1000, 1, () => 0, 2);
    expect(store.increment('a').totalHits).toBe(1);
    expect(store.increment('b').totalHits).toBe(1);
    expect(store.increment('a').totalHits).toBe(2);
    store.increment('c'); // evicts b, the least recently seen
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.totalHits).toBe(1);
    store.shutdown();
  });
});

describe('rate limit on POST /api/send-email', () => {
  let dir: string;
  let server: TestServer;
  let outbox: SqliteOutbox;
  beforeEach(async () => {
    dir = await createTempDir();
  });
  afterEach(async () => {
    await server.close();
    outbox.close();
    await removeTempDir(dir);
  });
  const start = async (env: Record<string, string>) => {
    server = await startTestServer({ dataDir: dir, env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '600000', ...env } });
    outbox = inspectOutbox(dir);
  };

  it('answers the lead over the limit with 429 JSON and Retry-After, and stores nothing for it', async () => {
    await start({});
    for (let i = 0; i < 3; i++) expect((await server.post(wirePayload())).status).toBe(200);
    const refused = await server.post(wirePayload());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get('ratelimit')).toMatch(/limit=3, remaining=0/);
    expect(outbox.counts().total).toBe(3);
    expect(JSON.stringify(server.logs)).toContain('lead rejected: rate limited');
    expect(JSON.stringify(server.logs)).not.toContain('127.0.0.1'); // no client address in the log
  });

  it('never counts a replay of a stored lead as a new lead: an offline queue replays in a burst and is answered', async () => {
    await start({});
    const stored = [wirePayload(), wirePayload(), wirePayload()];
    const ids: string[] = [];
    for (const lead of stored) ids.push(((await (await server.post(lead)).json()) as { leadId: string }).leadId);
    expect((await server.post(wirePayload())).status).toBe(429);
    // The phone's queue, replayed at once, with and without the header: each answered with its id.
    for (const [i, lead] of stored.entries()) {
      const res = await server.post(lead, i % 2 ? { headers: { 'Idempotency-Key': lead.id } } : {});
      expect(res.status).toBe(200);
      expect(((await res.json()) as { leadId: string }).leadId).toBe(ids[i]);
    }
    expect(outbox.counts().total).toBe(3);
  });

  it('counts replays of stored leads in a bucket of their own: a known key is no way around the limit', async () => {
    await start({});
    const lead = wirePayload();
    expect((await server.post(lead)).status).toBe(200);
    // RATE_LIMIT_MAX replays in the window, then 429 with Retry-After, which the outbox honours.
    for (let i = 0; i < 3; i++) expect((await server.post(lead, { headers: { 'Idempotency-Key': lead.id } })).status).toBe(200);
    const refused = await server.post(lead, { headers: { 'Idempotency-Key': lead.id } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    // New leads still have their own count: 1 of 3 used.
    expect((await server.post(wirePayload())).status).toBe(200);
    expect(server.logs.filter((l) => l.msg === 'lead rejected: rate limited').map((l) => l.kind)).toEqual(['replay']);
  });

  it('with TRUST_PROXY set, limits each client behind the proxy separately', async () => {
    await start({ TRUST_PROXY: 'loopback' });
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    for (let i = 0; i < 3; i++) expect((await server.post(wirePayload(), from('203.0.113.7'))).status).toBe(200);
    expect((await server.post(wirePayload(), from('203.0.113.7'))).status).toBe(429);
    expect((await server.post(wirePayload(), from('198.51.100.20'))).status).toBe(200);
    // IPv6 clients are grouped by /56, so one home cannot rotate through its own addresses.
    for (let i = 0; i < 3; i++) expect((await server.post(wirePayload(), from(`2001:db8:0:1${i}::${i + 1}`))).status).toBe(200);
    expect((await server.post(wirePayload(), from('2001:db8:0:ff::9'))).status).toBe(429);
  });

  it('without a trusted proxy, ignores X-Forwarded-For, so a client cannot pick its own key', async () => {
    await start({ TRUST_PROXY: 'false' });
    for (let i = 0; i < 3; i++)
      expect((await server.post(wirePayload(), { headers: { 'X-Forwarded-For': `203.0.113.${i}` } })).status).toBe(200);
    expect((await server.post(wirePayload(), { headers: { 'X-Forwarded-For': '198.51.100.99' } })).status).toBe(429);
  });
});
