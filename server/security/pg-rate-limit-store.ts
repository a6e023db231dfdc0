import type { ClientRateLimitInfo, IncrementResponse, Store } from 'express-rate-limit';
import type pg from 'pg';
import type { Logger } from 'pino';

// One statement, so it is atomic across instances: a new key inserts, a known key's row is
// locked by ON CONFLICT DO UPDATE and updated from its latest committed version (READ
// COMMITTED), so concurrent requests from one client queue on that row and each sees the
// others' hits. rate_limit_live (schema v2) keeps the times still in the window; a refused
// request is not recorded, so a client that honours Retry-After gets in exactly then.
// $1 key, $2 now, $3 window start (now - window), $4 window, $5 limit.
const INCREMENT = `
  INSERT INTO rate_limits AS r (key, hits, expires_at, admitted) VALUES ($1, ARRAY[$2::bigint], $2::bigint + $4::bigint, true)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN cardinality(rate_limit_live(r.hits, $3)) < $5::int
                THEN rate_limit_live(r.hits, $3) || $2::bigint
                ELSE rate_limit_live(r.hits, $3) END,
    admitted = cardinality(rate_limit_live(r.hits, $3)) < $5::int,
    expires_at = CASE WHEN cardinality(rate_limit_live(r.hits, $3)) < $5::int THEN $2::bigint + $4::bigint ELSE r.expires_at END
  RETURNING cardinality(hits) AS n, hits[1] AS oldest, admitted`;

const LIVE = `SELECT cardinality(live) AS n, live[1] AS oldest
              FROM (SELECT rate_limit_live(hits, $2) AS live FROM rate_limits WHERE key = $1) k`;

/**
 * The sliding-window log of server/security/sliding-window-store.ts, kept in PostgreSQL so
 * every instance behind the proxy counts the same client together (docs/decisions/014-postgresql.md).
 * Per key at most `limit` admitted times; rows whose newest hit has left the window are
 * deleted every window by whichever instance gets there.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => void this.sweep(), windowMs);
    this.sweeper.unref();
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.now();
    const { rows } = await this.pool.query<{ n: number; oldest: number; admitted: boolean }>(INCREMENT, [
      key,
      now,
      now - this.windowMs,
      this.windowMs,
      this.limit,
    ]);
    const row = rows[0]!;
    return { totalHits: row.admitted ? row.n : this.limit + 1, resetTime: new Date(row.oldest + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ n: number; oldest: number | null }>(LIVE, [key, this.now() - this.windowMs]);
    const row = rows[0];
    return row && row.n > 0 ? { totalHits: row.n, resetTime: new Date(row.oldest! + this.windowMs) } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limits SET hits = hits[1:cardinality(hits) - 1] WHERE key = $1', [key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }

  async resetAll(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limits');
  }

  shutdown(): void {
    clearInterval(this.sweeper);
  }

  /** Deletes the keys with no hit left in the window; returns how many. */
  async sweep(): Promise<number> {
    try {
      const { rowCount } = await this.pool.query('DELETE FROM rate_limits WHERE expires_at <= $1', [this.now()]);
      return rowCount ?? 0;
    } catch (error) {
      this.logger?.warn({ component: 'rate-limit', err: error }, 'could not clean up expired rate-limit rows');
      return 0;
    }
  }
}
