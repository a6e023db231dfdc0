import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { leadMessages } from '@/shared/lead/messages';
import type { Config } from './config';
import type { Outbox } from './outbox/store';
import type { DeliveryStatus } from './outbox/worker';
import { healthRouter, type HealthDeps } from './routes/health';
import { apiError, sendEmailRouter } from './routes/send-email';
import { staticSite } from './routes/static';
import { securityHeaders } from './security/headers';
import type { RateLimitStores } from './security/rate-limit';

export interface AppDeps {
  config: Pick<Config, 'staticDir' | 'trustProxy' | 'rateLimit' | 'spam'> &
    Partial<Pick<Config, 'uploads' | 'databaseDeadlineMs'>> &
    HealthDeps['config'];
  outbox: Pick<
    Outbox,
    | 'accept'
    | 'knows'
    | 'get'
    | 'backlog'
    | 'probeWrite'
    | 'counts'
    | 'mailHealth'
    | 'lastError'
    | 'uploads'
    | 'uploadTarget'
    | 'storePart'
    | 'partBytes'
    | 'finishUpload'
  >;
  worker: { wake(): void; status(): DeliveryStatus };
  /** The rate limits' counters; default in memory (one instance). PostgreSQL shares them (server/storage.ts). */
  rateLimitStores?: RateLimitStores;
  logger: Logger;
  /** True once shutdown began; /healthz and /livez then answer 503. */
  stopping?: () => boolean;
  /** Multipart uploads held in memory at once; default 4 (server/routes/lead-upload.ts). */
  maxUploads?: number;
  /** Called when a new lead is held as suspected spam, so the owner hears of it soon (server/alerts). */
  onHeld?: () => void;
}

/** Builds the Express app; never listens, so tests drive it in-process (docs/decisions/012-server-factory.md). */
export function createApp({
  config,
  outbox,
  worker,
  rateLimitStores,
  logger,
  stopping = () => false,
  maxUploads,
  onHeld,
}: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only behind a known proxy may X-Forwarded-For decide req.ip (the rate limit's key) and
  // X-Forwarded-Proto decide req.secure (HSTS). TRUST_PROXY names that proxy.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  app.use(securityHeaders(config.staticDir, logger));
  app.use(healthRouter({ outbox, config, stopping, logger }));
  app.use('/api', sendEmailRouter({ config, outbox, worker, rateLimitStores, maxUploads, logger, onHeld }));
  app.use(staticSite(config.staticDir));
  app.use(errorHandler(logger));
  return app;
}

// A proxy's id is reused so one request can be followed across both logs; anything odd is replaced.
const REQUEST_ID = /^[\w.:-]{1,100}$/;

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * One line per request (pino-http): id, method, path, status, time. No query string, headers,
 * body or client address: those can carry personal data, and the request id is enough to tie
 * this line to the route's own lines (which add the lead id).
 */
function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.child({ component: 'http' }),
    genReqId(req: IncomingMessage, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      // Told to API clients, who may quote it; a page's headers stay short, since they count in
      // its first round trip (docs/decisions/020-first-window.md). Every log line has the id.
      if (req.url?.startsWith('/api/')) res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    // A load balancer polls /livez or /healthz every few seconds; its failures log their own line.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/livez' },
    serializers: {
      // originalUrl: a router may have rewritten req.url.
      req: (req: { method?: string; url?: string; raw?: { originalUrl?: string } }) => ({
        method: req.method,
        path: pathOf(req.raw?.originalUrl ?? req.url),
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: (err: { type?: string; message?: string }) => ({ type: err.type, message: err.message }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  }) as RequestHandler;
}

/** Last resort: JSON under /api, a plain page elsewhere; the stack goes to the log, never out. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error); // Express ends the half-sent response
      return;
    }
    const raw = (error as { status?: unknown } | null)?.status;
    const status = typeof raw === 'number' && raw >= 400 && raw < 500 ? raw : 500;
    if (status === 500) logger.error({ reqId: req.id, err: error }, 'unhandled error');
    else logger.warn({ reqId: req.id, status }, 'request error');
    // originalUrl: inside a mounted router req.path is relative to the mount point.
    const path = pathOf(req.originalUrl) ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      apiError(res, status, status === 500 ? leadMessages.unexpected : 'Bad request.');
      return;
    }
    res
      .status(status)
      .type('html')
      .send(
        status === 500
          ? '<!doctype html><meta charset="utf-8"><title>Server error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>'
          : '<!doctype html><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1>',
      );
  };
}
