import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPool } from '../outbox/pg/pool';
import { migrate } from '../outbox/pg/schema';
import { postgresAvailable, startPostgres, type PgServer } from '../test-support/postgres';
import { PgRateLimitStore } from './pg-rate-limit-store';

describe.runIf(postgresAvailable('PostgreSQL rate-limit store'))('PgRateLimitStore', () => {
  let server: PgServer;
  let pool: pg.Pool;
  let now = 0;
  const stores: PgRateLimitStore[] = [];
  const store = (windowMs: number, limit: number) => {
    const s = new PgRateLimitStore(pool, windowMs, limit, undefined, () => now);
    stores.push(s);
    return s;
  };
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    pool = createPool(await server.createDatabase());
    await migrate(pool);
    now = 0;
  });
  afterEach(async () => {
    stores.splice(0).forEach((s) => s.shutdown());
    await pool.end();
  });

  it('admits `limit` requests in any window, and one more as soon as the oldest leaves it (as SlidingWindowStore)', async () => {
    const s = store(1000, 3);
    const hit = async (at: number) => ((now = at), await s.increment('ip'));
    expect([(await hit(0)).totalHits, (await hit(400)).totalHits, (await hit(800)).totalHits]).toEqual([1, 2, 3]);
    expect(await hit(900)).toEqual({ totalHits: 4, resetTime: new Date(1000) }); // refused until t=1000
    expect((await hit(999)).totalHits).toBe(4); // refused attempts are not recorded...
    expect((await hit(1000)).totalHits).toBe(3); // ...so the slot frees exactly when the first request expires
    expect((await hit(1001)).totalHits).toBe(4);
    expect((await hit(1300)).totalHits).toBe(4); // a fixed window would have let 3 more through here
    expect((await hit(1400)).totalHits).toBe(3);
    expect(await s.get('ip')).toEqual({ totalHits: 3, resetTime: new Date(1800) });
    await s.decrement('ip');
    expect((await s.get('ip'))?.totalHits).toBe(2);
    await s.resetKey('ip');
    expect(await s.get('ip')).toBeUndefined();
  });

  it('shares one count between instances, also for requests at the same moment', async () => {
    const [a, b] = [store(60_000, 10), store(60_000, 10)];
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).increment('203.0.113.7')));
    expect(results.filter((r) => r.totalHits <= 10)).toHaveLength(10);
    expect((await b.get('203.0.113.7'))?.totalHits).toBe(10);
    expect((await a.increment('198.51.100.20')).totalHits).toBe(1); // other clients are apart
  });

  it('deletes the keys whose last hit has left the window', async () => {
    const s = store(1000, 5);
    await s.increment('old');
    now = 600;
    await s.increment('recent');
    now = 1000;
    expect(await s.sweep()).toBe(1);
    expect(await s.get('recent')).toMatchObject({ totalHits: 1 });
    const { rows } = await pool.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.map((r) => r.key)).toEqual(['recent']);
  });
});
