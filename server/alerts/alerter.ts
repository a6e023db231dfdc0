import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Outbox } from '../outbox/store';
import { buildHeldNotice, buildNotice, duration, heldList, RELEASE_COMMAND, type HeldNotice, type Notice } from './notice';
import { assessDelivery, DAY_MS, type AlertReason, type AlertState } from './state';
import type { Sink } from './webhook';

export interface AlerterDeps {
  outbox: Pick<Outbox, 'mailHealth' | 'lastError' | 'counts' | 'probeWrite' | 'held' | 'markHeldTold'>;
  config: { alerts: Pick<Config['alerts'], 'afterMs' | 'repeatMs'> };
  /** Where notices go: the webhook, the alert email; none = the log only. */
  sinks: { name: string; send: Sink }[];
  logger: Logger;
  now?: () => number;
  checkEveryMs?: number;
  digestEveryMs?: number;
}

export type Alerter = ReturnType<typeof createAlerter>;

/** At most one notice of held leads an hour: a spam wave is a few emails a day, a person waits an hour at most. */
export const HELD_NOTICE_EVERY_MS = 3_600_000;
/** The newest held leads a notice or the digest lists by id; the rest are counted. */
const HELD_LISTED = 20;

/**
 * Tells the owner when leads stop reaching the office, by a path that does not depend on the
 * failing one (docs/decisions/013-mail-failures-and-alerts.md): a notice when the state turns
 * bad or gains a reason, again every ALERT_REPEAT_MS while it stays bad, and once when it
 * recovers. A notice that no sink took is tried again at the next check. Leads newly held as
 * suspected spam are told too (ids, form, time, reason, the release command), at most once an
 * hour, each in one notice (docs/decisions/008-spam-quarantine.md). Also writes the daily digest
 * line, which lists the leads held in the last 24 h. Never blocks delivery: the worker only pokes it.
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
  let heldToldAt = -Infinity;
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
  async function notify(notice: Notice | HeldNotice): Promise<boolean> {
    const results = await Promise.all(sinks.map(async (sink) => ({ name: sink.name, failure: await sink.send(notice, stopped.signal) })));
    for (const { name, failure } of results) {
      if (failure) log.warn({ sink: name, status: notice.status }, failure);
      else log.info({ sink: name, status: notice.status, ...('reasons' in notice && { reasons: notice.reasons }) }, 'alert notice sent');
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

  /** Leads held since the last such notice, once an hour at most; each lead is in one notice. */
  async function tellHeld(): Promise<void> {
    if (now() - heldToldAt < HELD_NOTICE_EVERY_MS) return;
    const { leads, total } = await outbox.held({ untold: true, limit: HELD_LISTED });
    const newest = leads[0];
    if (total === 0 || !newest) return;
    const notice = buildHeldNotice(leads, total);
    log.warn({ held: total, leads: notice.leads, release: RELEASE_COMMAND }, notice.subject);
    if (!(await notify(notice))) return; // no sink took it: the next check tries again
    heldToldAt = now();
    await outbox.markHeldTold(newest.createdAt, now());
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
        await tellHeld().catch((error: unknown) => log.error({ err: error }, 'held lead check failed'));
      } while (again && !stopped.signal.aborted);
      running = undefined;
    })();
    return running;
  }

  /** The daily digest line; never rejects. */
  async function digest(): Promise<void> {
    const state = await assess();
    const facts = state.facts;
    // Each part on its own: a database error leaves its part null, not the whole line.
    const counts = await outbox.counts().catch(() => undefined);
    const held = await outbox.held({ since: now() - DAY_MS, limit: HELD_LISTED }).catch(() => undefined);
    const line = {
      status: state.ok ? 'ok' : 'alert',
      reasons: state.reasons,
      counts,
      oldestWaiting: state.oldestWaitingMs === undefined ? null : duration(state.oldestWaitingMs),
      errorsLast24h: facts?.errorsSince,
      failuresLast24h: facts ? facts.errorsSince.configuration + facts.errorsSince.message + facts.errorsSince.temporary : null,
      deliveredLast24h: facts?.deliveredSince,
      // Held as suspected spam in the last 24 h: ids, form, time, reason; never the visitor's text.
      heldLast24h: held ? { total: held.total, leads: heldList(held.leads), release: RELEASE_COMMAND } : null,
    };
    if (state.ok && !held?.total) log.info(line, 'daily lead digest');
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
