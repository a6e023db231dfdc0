import type { IncrementResponse, Store } from 'express-rate-limit';

/**
 * A sliding-window log for express-rate-limit (its MemoryStore counts fixed windows, which let
 * a client send twice the limit across a window boundary). Each key keeps the times of its
 * admitted requests, at most `limit` of them: a refused request is not recorded, so a client
 * that honours Retry-After gets in exactly when its oldest request leaves the window.
 */
export class SlidingWindowStore implements Store {
  readonly localKeys = true;
  private readonly hits = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    /** Bounds memory when many addresses write once; the least recently seen is dropped first. */
    private readonly maxKeys = 100_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  increment(key: string): IncrementResponse {
    const now = this.now();
    const times = this.recent(key, now);
    const admitted = times.length < this.limit;
    if (admitted) times.push(now);
    // Re-insert so Map order is least-recently-seen first, for eviction.
    this.hits.delete(key);
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return {
      totalHits: admitted ? times.length : this.limit + 1,
      resetTime: new Date(times[0]! + this.windowMs),
    };
  }

  get(key: string): IncrementResponse | undefined {
    const times = this.recent(key, this.now());
    return times.length ? { totalHits: times.length, resetTime: new Date(times[0]! + this.windowMs) } : undefined;
  }

  decrement(key: string): void {
    this.hits.get(key)?.pop();
  }

  resetKey(key: string): void {
    this.hits.delete(key);
  }

  resetAll(): void {
    this.hits.clear();
  }

  shutdown(): void {
    clearInterval(this.sweeper);
    this.hits.clear();
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key) ?? [];
    const firstLive = times.findIndex((t) => t > now - this.windowMs);
    return firstLive === -1 ? [] : times.slice(firstLive);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.hits.delete(key);
    }
  }
}
