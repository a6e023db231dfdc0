import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Outbox } from '../outbox/store';
import { buildNotice, duration, type Notice } from './notice';
import { assessDelivery, DAY_MS, type AlertReason, type AlertState } from './state';
import type { Sink } from './webhook';

export interface AlerterDeps {
  outbox: Pick<Outbox, 'mailHealth' | 'lastError' | 'counts' | 'probeWrite'>;
  config: { alerts: Pick<Config['alerts'], 'afterMs' | 'repeatMs'> };
  /** Where notices go: the webhook, the alert email; none = the log only. */
  sinks: { name: string; send: Sink }[];
  logger: Logger;
  now?: () => number;
  checkEveryMs?: number;
  digestEveryMs?: number;
}

export type Alerter = ReturnType<typeof createAlerter>;

/**
 * Tells the owner when leads stop reaching the office, by a path that does not depend on the
 * failing one (docs/decisions/013-mail-failures-and-alerts.md): a notice when the state turns
 * bad or gains a reason, again every ALERT_REPEAT_MS while it stays bad, and once when it
 * recovers. A notice that no sink took is tried again at the next check. Also writes the daily
 * digest line. Never blocks delivery: the worker only pokes it.
 */
export function createAlerter({
  outbox,
  config,
  sinks,
  logger,
  now = Date.now,
  checkEveryMs = 60_000,
  digestEveryMs = DAY_MS,
}: AlerterDeps) {
  const log = logger.child({ component: 'alerts' });
  const { afterMs, repeatMs } = config.alerts;
  // Reasons told since the state turned bad, and when the last notice went out.
  let told: { reasons: Set<AlertReason>; at: number } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let timers: NodeJS.Timeout[] = [];
  const stopped = new AbortController();

  const assess = async (): Promise<AlertState> => {
    const state = await assessDelivery(outbox, { alertAfterMs: afterMs }, now());
    try {
      await outbox.probeWrite(now());
      return state;
    } catch {
      return { ...state, ok: false, reasons: ['database', ...state.reasons.filter((r) => r !== 'database')] };
    }
  };

  /** Sends to every sink at once; true when at least one took it (or there is none). */
  async function notify(notice: Notice): Promise<boolean> {
    const results = await Promise.all(sinks.map(async (sink) => ({ name: sink.name, failure: await sink.send(notice, stopped.signal) })));
    for (const { name, failure } of results) {
      if (failure) log.warn({ sink: name, status: notice.status }, failure);
      else log.info({ sink: name, status: notice.status, reasons: notice.reasons }, 'alert notice sent');
    }
    return sinks.length === 0 || results.some((r) => r.failure === undefined);
  }

  async function checkOnce(): Promise<void> {
    const state = await assess();
    if (!state.ok) {
      const fresh = !told || state.reasons.some((r) => !told!.reasons.has(r)) || now() - told.at >= repeatMs;
      if (!fresh) return;
      const notice = buildNotice('alert', state, afterMs);
      log.error({ reasons: state.reasons, waiting: notice.waiting, failed: notice.failed, lastError: notice.lastError }, notice.text);
      if (await notify(notice)) told = { reasons: new Set([...(told?.reasons ?? []), ...state.reasons]), at: now() };
    } else if (told) {
      const notice = buildNotice('ok', state, afterMs);
      log.info({ status: 'ok' }, notice.text);
      if (await notify(notice)) told = undefined;
    }
  }

  /** One check at a time; a poke during a check runs one more after it. */
  function check(): Promise<void> {
    if (stopped.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await checkOnce().catch((error: unknown) => log.error({ err: error }, 'alert check failed'));
      } while (again && !stopped.signal.aborted);
      running = undefined;
    })();
    return running;
  }

  /** The daily digest line; never rejects. */
  async function digest(): Promise<void> {
    const state = await assess();
    const facts = state.facts;
    let counts: Awaited<ReturnType<Outbox['counts']>> | undefined;
    try {
      counts = await outbox.counts();
    } catch {
      counts = undefined;
    }
    const line = {
      status: state.ok ? 'ok' : 'alert',
      reasons: state.reasons,
      counts,
      oldestWaiting: state.oldestWaitingMs === undefined ? null : duration(state.oldestWaitingMs),
      errorsLast24h: facts?.errorsSince,
      failuresLast24h: facts ? facts.errorsSince.configuration + facts.errorsSince.message + facts.errorsSince.temporary : null,
      deliveredLast24h: facts?.deliveredSince,
    };
    if (state.ok) log.info(line, 'daily lead digest');
    else log.warn(line, 'daily lead digest');
  }

  return {
    /** The first check and digest now, then on their timers (which never keep the process alive). */
    start(): void {
      if (timers.length > 0 || stopped.signal.aborted) return;
      void digest();
      void check();
      timers = [setInterval(() => void check(), checkEveryMs), setInterval(() => void digest(), digestEveryMs)];
      timers.forEach((t) => t.unref());
    },
    /** Look now (after a delivery attempt); returns at once, the check runs on its own. */
    poke(): void {
      void check();
    },
    check,
    digest,
    /** Stops the timers, cuts a notice in flight short, and waits for the check to end. */
    async stop(): Promise<void> {
      timers.forEach((t) => clearInterval(t));
      timers = [];
      stopped.abort();
      await running;
    },
  };
}
