import type { Response } from 'express';

/** DATABASE_DEADLINE_MS unless set (server/config.ts). */
export const DEFAULT_DATABASE_DEADLINE_MS = 5000;

/** The store did not answer within the request's allowance (docs/decisions/025-hostile-clients.md). */
export class StoreTimeout extends Error {
  constructor() {
    super('the database did not answer in time');
    this.name = 'StoreTimeout';
  }
}

/**
 * How long one request may wait on the store in all: the id look-up, the rate-limit count and
 * the commit share one allowance (DATABASE_DEADLINE_MS, 5 s), so a hung PostgreSQL costs a
 * visitor about 5 s and a 503 the browser's outbox retries, not 25 s. Time spent reading the
 * body does not count. An operation that runs out is left to finish on its own: a commit that
 * lands later is found by the replay (docs/decisions/003-idempotent-leads.md).
 */
export interface StoreBudget {
  /** Milliseconds still allowed. */
  left(): number;
  /** `work`, or StoreTimeout once the allowance is spent; what it spends is taken off. */
  wait<T>(work: Promise<T>): Promise<T>;
}

export function createStoreBudget(totalMs: number, now: () => number = Date.now): StoreBudget {
  let left = totalMs;
  return {
    left: () => Math.max(0, left),
    async wait<T>(work: Promise<T>): Promise<T> {
      const started = now();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      try {
        return await Promise.race([
          work,
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(
              () => {
                timedOut = true;
                reject(new StoreTimeout());
              },
              Math.max(0, left),
            );
          }),
        ]);
      } finally {
        clearTimeout(timer);
        // A timer may fire a millisecond before the clock says the time is up: a wait that
        // timed out has spent the whole budget, whatever the clock says.
        left = timedOut ? 0 : left - (now() - started);
        // A late failure of the abandoned operation is not an unhandled rejection.
        work.catch(() => {});
      }
    },
  };
}

const NO_LIMIT: StoreBudget = { left: () => Infinity, wait: (work) => work };

/** The request's budget, set first thing by the lead route; none outside it. */
export const storeBudget = (res: Response): StoreBudget => (res.locals.storeBudget as StoreBudget | undefined) ?? NO_LIMIT;
