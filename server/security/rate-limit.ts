import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { storeBudget } from '../routes/store-budget';
import { SlidingWindowStore } from './sliding-window-store';

export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';

/** Where the two limits count: new leads, and replays of stored ones. Separate stores, as express-rate-limit requires. */
export interface RateLimitStores {
  leads: Store;
  replays: Store;
}

export interface LeadRateLimitDeps {
  config: Pick<Config, 'rateLimit'>;
  /** True when the outbox already holds a lead with this client id. */
  knows: (clientId: string) => Promise<boolean>;
  /** Where the counts live; default in memory (one instance). PostgreSQL shares them between instances. */
  stores?: RateLimitStores;
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

/** The client a limit counts: its IP (TRUST_PROXY decides which), IPv6 grouped by /56 so one home cannot rotate through its prefix. */
export const clientKey = (ip: string | undefined) => ipKeyGenerator(ip ?? 'unknown', 56);

/** Whether the request replays a lead the outbox already holds; set by leadRateLimit for the steps after it. */
export const isReplay = (res: Response): boolean => res.locals.knownLead === true;

/**
 * Per-client limits on POST /api/send-email, mounted after the JSON body parser and before a
 * multipart body is read (docs/decisions/008-spam-quarantine.md, 025-hostile-clients.md). First the
 * request's id is looked up: a lead already stored, or a new one.
 * - New leads: RATE_LIMIT_MAX per sliding RATE_LIMIT_WINDOW_MS per client; every attempt counts,
 *   an upload cut off and sent again included.
 * - Replays of a stored lead count in a bucket of their own, of the same size. They store nothing
 *   new and a phone replays its own lead a few times at most (its outbox backs off from 5 s to
 *   15 min), so it is never refused; but a known Idempotency-Key no longer lets anyone send
 *   15 MB bodies without limit.
 * 429 answers carry Retry-After, which the browser outbox honours.
 */
export function leadRateLimit({ config, knows, stores, logger, reject }: LeadRateLimitDeps): RequestHandler[] {
  const { max, windowMs } = config.rateLimit;
  const log = logger.child({ component: 'rate-limit' });
  const limiter = (store: Store, kind: 'new lead' | 'replay', applies: (res: Response) => boolean) =>
    rateLimit({
      windowMs,
      limit: max,
      store,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => `${kind === 'replay' ? 'replay:' : ''}${clientKey(req.ip)}`,
      // The library looks for its IPv6 helper in the key generator's source; clientKey calls it.
      validate: { keyGeneratorIpFallback: false },
      // A store that cannot count (the database is away) must not cost a lead: the request goes
      // on, and the outbox answers 503 if it cannot store the lead either.
      passOnStoreError: true,
      skip: (_req, res) => !applies(res),
      handler: (req, res) => {
        if (res.locals.limitAbandoned === true) return; // the store answered too late: the request went on
        // No IP in the log: it is personal data; the request id ties the line to the request.
        log.warn({ reqId: req.id, kind, retryAfter: res.getHeader('retry-after') }, 'lead rejected: rate limited');
        reject(res, 429, RATE_LIMITED_MESSAGE);
      },
      // The library's configuration checks (e.g. X-Forwarded-For seen while TRUST_PROXY=false)
      // go to our log, not the console.
      logger: {
        warn: (error, message) => log.warn({ err: error }, message ?? 'rate limiter warning'),
        error: (error, message) => log.error({ err: error }, message ?? 'rate limiter error'),
      },
    });
  const lookUp: RequestHandler = (req, res, next) => {
    const id = claimedId(req);
    if (id === undefined || id.length > 100) return next();
    // Unknown while the database is away or too slow: counted like a new lead.
    storeBudget(res)
      .wait(knows(id))
      .then(
        (known) => ((res.locals.knownLead = known), next()),
        () => next(),
      );
  };
  return [
    lookUp,
    withinBudget(limiter(stores?.leads ?? new SlidingWindowStore(windowMs, max), 'new lead', (res) => !isReplay(res))),
    withinBudget(limiter(stores?.replays ?? new SlidingWindowStore(windowMs, max), 'replay', isReplay)),
  ];
}

/**
 * A limiter whose store does not answer within the request's budget (a hung PostgreSQL) lets
 * the request go on, as `passOnStoreError` does for a store that fails: the commit that follows
 * answers 503 if the database is really gone. A late answer from the store is then ignored.
 */
function withinBudget(limiter: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const passed = new Promise<{ error: unknown } | undefined>((resolve) => {
      res.once('finish', () => resolve(undefined)); // the limiter answered 429 itself
      limiter(req, res, (error?: unknown) => resolve({ error }));
    });
    storeBudget(res)
      .wait(passed)
      .then(
        (outcome) => outcome && next(outcome.error),
        () => {
          res.locals.limitAbandoned = true;
          next();
        },
      );
  };
}
