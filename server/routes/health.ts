import express from 'express';
import type { Logger } from 'pino';
import type { Outbox } from '../outbox/outbox';
import type { DeliveryStatus } from '../outbox/worker';

export interface HealthDeps {
  outbox: Pick<Outbox, 'backlog' | 'probeWrite' | 'counts'>;
  worker: { status(): DeliveryStatus };
  /** True once shutdown began: the load balancer should stop sending traffic here. */
  stopping: () => boolean;
  logger: Logger;
  now?: () => number;
}

// A load balancer may poll every second; one synced write per second at most is plenty.
const PROBE_EVERY_MS = 1000;

/**
 * GET /healthz for load balancers and uptime checks: 200 while this process can take leads
 * (it is up and its database takes writes), 503 when it cannot or is shutting down. The body
 * says how delivery is doing; a mail backlog does not fail the check, since taking this server
 * out of rotation would not deliver it any sooner. Counts, ages and error codes only.
 */
export function healthRouter({ outbox, worker, stopping, logger, now = () => Date.now() }: HealthDeps): express.Router {
  const router = express.Router();
  const startedAt = now();
  let probe: { at: number; ok: boolean } | undefined;

  const dbWritable = (): boolean => {
    if (probe && now() - probe.at < PROBE_EVERY_MS) return probe.ok;
    let ok = true;
    try {
      outbox.probeWrite(now());
    } catch (error) {
      ok = false;
      logger.error({ component: 'health', err: error }, 'database write check failed');
    }
    probe = { at: now(), ok };
    return ok;
  };

  router.get('/healthz', (_req, res) => {
    const writable = !stopping() && dbWritable();
    let outboxReport: object | null = null;
    if (writable) {
      const { count, oldestCreatedAt } = outbox.backlog();
      const { failed, quarantined } = outbox.counts();
      outboxReport = {
        pending: count,
        oldestPendingAgeS: oldestCreatedAt === undefined ? null : Math.max(0, Math.round((now() - oldestCreatedAt) / 1000)),
        failed,
        quarantined,
      };
    }
    const delivery = worker.status();
    const status = stopping() ? 'stopping' : writable ? 'ok' : 'unavailable';
    res
      .status(status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status,
        uptimeS: Math.round((now() - startedAt) / 1000),
        database: { writable },
        outbox: outboxReport,
        delivery: {
          lastDeliveredAt: iso(delivery.lastDeliveredAt),
          lastError: delivery.lastError && { ...delivery.lastError, at: iso(delivery.lastError.at) },
        },
      });
  });

  return router;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
