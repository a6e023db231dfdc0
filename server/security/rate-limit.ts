import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { SlidingWindowStore } from './sliding-window-store';

export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';

export interface LeadRateLimitDeps {
  config: Pick<Config, 'rateLimit'>;
  /** True when the outbox already holds a lead with this client id. */
  knows: (clientId: string) => Promise<boolean>;
  /** Where the counts live; default in memory (one instance). PostgreSQL shares them between instances. */
  store?: Store;
  logger: Logger;
  /** The JSON error every API answer uses. */
  reject: (res: Response, status: number, message: string) => void;
}

/** The id a request claims: the body's, or the Idempotency-Key header (they must match anyway). */
function claimedId(req: Request): string | undefined {
  const body: unknown = req.body;
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  if (typeof id === 'string') return id;
  return req.get('idempotency-key');
}

/**
 * Per-client limit on new leads (mounted after the JSON body parser). The key is the client IP
 * (`req.ip`, which honours TRUST_PROXY; IPv6 grouped by /56 so one home cannot rotate through
 * its own prefix). A request whose id is already stored is not counted: it stores nothing new,
 * and the offline outbox replays its queue in bursts that must never be refused
 * (docs/decisions/008-spam-quarantine.md). 429 answers carry Retry-After, which the browser outbox honours.
 */
export function leadRateLimit({ config, knows, store, logger, reject }: LeadRateLimitDeps): RequestHandler {
  const { max, windowMs } = config.rateLimit;
  const log = logger.child({ component: 'rate-limit' });
  return rateLimit({
    windowMs,
    limit: max,
    store: store ?? new SlidingWindowStore(windowMs, max),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // A store that cannot count (the database is away) must not cost a lead: the request goes
    // on, and the outbox answers 503 if it cannot store the lead either.
    passOnStoreError: true,
    skip: async (req) => {
      const id = claimedId(req);
      if (id === undefined || id.length > 100) return false;
      // Unknown while the database is away: counted like a new lead.
      return knows(id).catch(() => false);
    },
    handler: (req, res) => {
      // No IP in the log: it is personal data; the request id ties the line to the request.
      log.warn({ reqId: req.id, retryAfter: res.getHeader('retry-after') }, 'lead rejected: rate limited');
      reject(res, 429, RATE_LIMITED_MESSAGE);
    },
    // The library's configuration checks (e.g. X-Forwarded-For seen while TRUST_PROXY=false)
    // go to our log, not the console.
    logger: {
      warn: (error, message) => log.warn({ err: error }, message ?? 'rate limiter warning'),
      error: (error, message) => log.error({ err: error }, message ?? 'rate limiter error'),
    },
  });
}
