import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request } from 'express';
import type { Logger } from 'pino';
import { assessDelivery, DEFAULT_ALERT_AFTER_MS, type AlertState } from '../alerts/state';
import type { Config } from '../config';
import type { Outbox } from '../outbox/store';
import { createStoreBudget, DEFAULT_DATABASE_DEADLINE_MS } from './store-budget';

export interface HealthDeps {
  outbox: Pick<Outbox, 'backlog' | 'probeWrite' | 'counts' | 'mailHealth' | 'lastError'>;
  /** Without `alerts`, leads count as overdue after the default ALERT_AFTER_MS. */
  config: Partial<Pick<Config, 'healthToken' | 'databaseDeadlineMs'>> & { alerts?: Pick<Config['alerts'], 'afterMs'> } & {
    health?: Pick<Config['health'], 'cacheMs'>;
  };
  /** True once shutdown began: the load balancer should stop sending traffic here. */
  stopping: () => boolean;
  logger: Logger;
  now?: () => number;
}

// A load balancer may poll every second; one synced write per second at most is plenty.
const PROBE_EVERY_MS = 1000;
/** HEALTH_CACHE_MS unless set: an uptime monitor polls every 30-60 s, a flood gets one read per 5 s. */
export const DEFAULT_HEALTH_CACHE_MS = 5000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** What /healthz reports, read from the store at most once per HEALTH_CACHE_MS. */
interface Snapshot {
  writable: boolean;
  state: AlertState | undefined;
}

/**
 * Two endpoints (docs/decisions/013-mail-failures-and-alerts.md):
 * - GET /livez: 200 while this process can take leads (database writable, not shutting down).
 *   This is the check for load balancers and container restarts.
 * - GET /healthz: also 503 when leads are not reaching the office (a lead refused by our mail
 *   settings, failed, or waiting longer than ALERT_AFTER_MS). For uptime monitors, which tell
 *   a person. Anyone gets the status and one reason word; the counts, ages and last error
 *   only the HEALTH_TOKEN bearer or a caller on this machine (loopback, not through a proxy).
 * /healthz is public, so what it reads is read once per HEALTH_CACHE_MS (5 s) however many
 * ask, concurrent callers sharing one read, and every count it shows is an index look-up
 * (docs/decisions/025-hostile-clients.md): a flood of callers costs the database nothing more.
 * Shutdown is never cached.
 */
export function healthRouter({ outbox, config, stopping, logger, now = () => Date.now() }: HealthDeps): express.Router {
  const router = express.Router();
  const startedAt = now();
  const token = config.healthToken === undefined ? undefined : sha256(config.healthToken);
  const cacheMs = config.health?.cacheMs ?? DEFAULT_HEALTH_CACHE_MS;
  const alertAfterMs = config.alerts?.afterMs ?? DEFAULT_ALERT_AFTER_MS;
  let probe: { at: number; ok: Promise<boolean> } | undefined;
  let snapshot: { at: number; value: Promise<Snapshot> } | undefined;

  // Concurrent checks share one probe, and a store that hangs costs one query, not one per poll.
  const dbWritable = (): Promise<boolean> => {
    if (probe && now() - probe.at < PROBE_EVERY_MS) return probe.ok;
    // A database that hangs is as unavailable as one that refuses: answered within the deadline.
    const ok = createStoreBudget(config.databaseDeadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS)
      .wait(outbox.probeWrite(now()))
      .then(
        () => true,
        (error: unknown) => {
          logger.error({ component: 'health', err: error }, 'database write check failed');
          return false;
        },
      );
    probe = { at: now(), ok };
    return ok;
  };

  const read = (): Promise<Snapshot> => {
    if (snapshot && now() - snapshot.at < cacheMs) return snapshot.value;
    const value = (async (): Promise<Snapshot> => {
      const writable = await dbWritable();
      return { writable, state: writable ? await assessDelivery(outbox, { alertAfterMs }, now()) : undefined };
    })();
    snapshot = { at: now(), value };
    return value;
  };

  /** The bearer of HEALTH_TOKEN, or a local caller that did not come through a proxy. */
  const maySeeDetail = (req: Request): boolean => {
    const auth = req.get('authorization');
    if (token && auth?.startsWith('Bearer ')) return timingSafeEqual(sha256(auth.slice(7).trim()), token);
    // A proxy on this machine connects from loopback too; the header it adds gives it away.
    if (PROXY_HEADERS.some((h) => req.get(h) !== undefined)) return false;
    return LOOPBACK.test(req.socket.remoteAddress ?? '');
  };

  router.get('/livez', async (_req, res) => {
    const status = stopping() ? 'stopping' : (await dbWritable()) ? 'ok' : 'unavailable';
    res
      .status(status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status });
  });

  router.get('/healthz', async (req, res) => {
    const shuttingDown = stopping();
    const { writable: dbOk, state } = shuttingDown ? { writable: false, state: undefined } : await read();
    const writable = !shuttingDown && dbOk;
    const status = shuttingDown ? 'stopping' : !writable ? 'unavailable' : state?.ok ? 'ok' : 'alert';
    const reason = shuttingDown ? 'shutdown' : !writable ? 'database' : (state?.reasons[0] ?? null);
    res.status(status === 'ok' ? 200 : 503).set('Cache-Control', 'no-store');
    if (!maySeeDetail(req)) {
      res.json({ status, reason });
      return;
    }
    const known = writable ? state : undefined;
    const facts = known?.facts;
    const e = facts ? known?.lastError : undefined;
    res.json({
      status,
      reason,
      reasons: known ? known.reasons : [reason],
      uptimeS: Math.round((now() - startedAt) / 1000),
      database: { writable },
      outbox: facts
        ? {
            pending: facts.waiting,
            oldestPendingAgeS: known?.oldestWaitingMs === undefined ? null : Math.round(known.oldestWaitingMs / 1000),
            heldBySettings: facts.configBlocked,
            failed: facts.failed,
            quarantined: facts.quarantined,
          }
        : null,
      delivery: {
        lastDeliveredAt: iso(facts?.lastDeliveredAt),
        lastError: e
          ? {
              at: iso(e.at),
              leadId: e.leadId,
              kind: e.kind,
              code: e.code,
              responseCode: e.responseCode,
              command: e.command,
              message: e.message,
            }
          : null,
        last24h: facts ? { delivered: facts.deliveredSince, errors: facts.errorsSince } : null,
      },
    });
  });

  return router;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
