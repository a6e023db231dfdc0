import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { leadText } from '../src/content/forms';
import type { Config } from './config';
import type { Outbox } from './outbox/outbox';
import { apiError, sendEmailRouter } from './routes/send-email';
import { staticSite } from './routes/static';

export interface AppDeps {
  config: Pick<Config, 'staticDir' | 'trustProxy'>;
  outbox: Pick<Outbox, 'accept'>;
  worker: { wake(): void };
  logger: Logger;
}

/** Builds the Express app; never listens, so tests drive it in-process (conventions.md). */
export function createApp({ config, outbox, worker, logger }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only behind a known proxy may X-Forwarded-For decide req.ip (rate limits will rely on it).
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    next();
  });

  app.use('/api', sendEmailRouter({ outbox, worker, logger }));
  app.use(staticSite(config.staticDir));
  app.use(errorHandler(logger));
  return app;
}

// A proxy's id is reused so one request can be followed across both logs; anything odd is replaced.
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** One log line per request: id, method, path (no query string, no body), status, duration. */
function requestLogger(logger: Logger): RequestHandler {
  const log = logger.child({ component: 'http' });
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.set('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // originalUrl: a router may have rewritten req.url; the query string is dropped on purpose.
      const path = req.originalUrl.split('?')[0];
      const line = { reqId: req.id, method: req.method, path, status: res.statusCode, ms: Math.round(ms) };
      if (res.statusCode >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    next();
  };
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
    const path = req.originalUrl.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      apiError(res, status, status === 500 ? leadText.unexpected : 'Bad request.');
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
