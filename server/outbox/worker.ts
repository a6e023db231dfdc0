import type { Logger } from 'pino';
import type { Config } from '../config';
import { classifyMailError, errorFacts, errorSummary, type FailureKind } from '../mail/errors';
import { buildFollowUpEmail } from '../mail/follow-up-email';
import { buildLeadEmail } from '../mail/lead-email';
import { buildVisitorCopy } from '../mail/visitor-copy';
import type { MailTransport } from '../mail/transport';
import { backoffDelay } from './backoff';
import type { FailureNote, LeadRecord } from './record';
import type { Outbox } from './store';

export interface WorkerDeps {
  outbox: Outbox;
  transport: MailTransport;
  /** The lease length is the outbox's own (outbox.lease), so it is not read from here. */
  config: Pick<Config, 'mailFrom' | 'mailTo'> & { delivery: Omit<Config['delivery'], 'leaseMs'> };
  logger: Logger;
  /** Injected for tests; default Date.now and Math.random. */
  now?: () => number;
  random?: () => number;
  /** Called after each attempt is recorded, so the alarm (server/alerts) looks at once. */
  onAttempt?: () => void;
}

export type DeliveryWorker = ReturnType<typeof createWorker>;

/** What /healthz reports about delivery: codes and times only, never a lead's content. */
export interface DeliveryStatus {
  lastDeliveredAt: number | null;
  lastError: { at: number; leadId: string; kind: FailureKind; code: string | null; responseCode: number | null } | null;
}

// setTimeout stores its delay in 32 bits; longer waits fire at once. Re-check instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Sends leads from the outbox, one at a time, in one loop. Log lines carry the lead id, form,
 * attempt, status and error codes, never what the visitor typed.
 */
export function createWorker({
  outbox,
  transport,
  config,
  logger,
  now = Date.now,
  random = Math.random,
  onAttempt = () => {},
}: WorkerDeps) {
  const log = logger.child({ component: 'delivery' });
  let state: 'new' | 'running' | 'stopped' = 'new';
  let loop: Promise<void> | undefined;
  /** The drain and the scheduling after it, so stop() can wait for both. */
  let cycle: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const status: DeliveryStatus = { lastDeliveredAt: null, lastError: null };

  async function deliver(record: LeadRecord): Promise<void> {
    const { leadId, form, attempts } = record;
    const context = { leadId, form, attempt: attempts };
    // While the mail server takes its time, keep the claim: another instance may take the lead
    // only once our lease runs out unrenewed, i.e. once this process is gone
    // (docs/decisions/014-postgresql.md).
    const renewal = setInterval(() => void renew(leadId), Math.max(100, Math.floor(outbox.lease.ms / 3)));
    renewal.unref();
    try {
      let messageId: string;
      let mailed: number[];
      try {
        // The files' bytes are read per attempt and dropped with the message (at most 15 MB).
        // Declared files not in yet are named in the email and follow in a second one
        // (docs/decisions/028-resumable-uploads.md).
        const files = await outbox.files(leadId, { bytes: true });
        const uploads = record.lead.files?.length ? await outbox.uploads(leadId) : [];
        mailed = files.map((f) => f.position);
        const message = buildLeadEmail(record.lead, leadId, config, new Date(record.createdAt), files, uploads, record.copyState);
        ({ messageId } = await transport.send(leadId, message));
      } catch (error) {
        await recordFailure(record, error);
        return;
      }
      // Outside the try: a database error here must not be mistaken for a failed send.
      await recordDelivery(leadId, messageId, context, mailed);
    } finally {
      clearInterval(renewal);
    }
    onAttempt();
  }

  async function renew(leadId: string): Promise<void> {
    try {
      if (!(await outbox.renewLease(leadId, now()))) log.warn({ leadId }, 'lease on a lead mid-send was lost');
    } catch (error) {
      log.warn({ leadId, err: error }, 'could not renew the lease on a lead mid-send');
    }
  }

  /**
   * The mail server has the message: record that, retrying while the database is away (the
   * lease keeps being renewed meanwhile), because a lead left `sending` is sent again once its
   * lease runs out. Gives up only when the worker is stopping.
   */
  async function recordDelivery(leadId: string, messageId: string, context: Record<string, unknown>, mailed: number[]): Promise<void> {
    for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 5000)) {
      try {
        if (await outbox.markDelivered(leadId, messageId, now(), mailed)) {
          status.lastDeliveredAt = now();
          log.info({ ...context, status: 'delivered' }, 'lead delivered');
        } else {
          // A call that timed out may have committed after all; otherwise the lease was lost.
          const row = await outbox.get(leadId);
          if (row?.status === 'delivered' && row.messageId === messageId) status.lastDeliveredAt = now();
          else log.warn({ ...context, status: row?.status }, 'lead delivered, but another instance had taken it over; it may arrive twice');
        }
        return;
      } catch (error) {
        if (state !== 'running') {
          log.error({ ...context, err: error }, 'lead delivered but not recorded; it will be sent again once its lease runs out');
          return;
        }
        log.error({ ...context, err: error, retryInMs: waitMs }, 'lead delivered but the database did not take the record; retrying');
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  /**
   * docs/decisions/013-mail-failures-and-alerts.md: a refusal of this message fails this lead;
   * a refusal of our settings never does (the lead waits, retried with backoff, and the alarm
   * rings); temporary trouble is retried until DELIVERY_MAX_ATTEMPTS, not counting attempts
   * our settings spoiled.
   */
  async function recordFailure({ leadId, form, attempts, configAttempts }: LeadRecord, error: unknown): Promise<void> {
    const context = { leadId, form, attempt: attempts };
    const facts = errorFacts(error);
    const kind = classifyMailError(error);
    const note: FailureNote = {
      kind,
      code: facts.code ?? null,
      responseCode: facts.responseCode ?? null,
      command: facts.command ?? null,
      message: errorSummary(error),
    };
    status.lastError = { at: now(), leadId, kind, code: note.code, responseCode: note.responseCode };
    const spent = attempts - configAttempts;
    if (kind === 'message' || (kind === 'temporary' && spent >= config.delivery.maxAttempts)) {
      await outbox.markFailed(leadId, note, now());
      log.error({ ...context, ...facts, kind, status: 'failed' }, 'lead delivery failed for good');
    } else {
      const retryInMs = backoffDelay(attempts, config.delivery, random);
      await outbox.markRetry(leadId, note, now() + retryInMs, now());
      if (kind === 'configuration') {
        log.error(
          { ...context, ...facts, kind, retryInMs, status: 'pending' },
          'lead delivery refused: check the mail settings; will retry',
        );
      } else log.warn({ ...context, ...facts, kind, retryInMs, status: 'pending' }, 'lead delivery failed, will retry');
    }
    onAttempt();
  }

  /**
   * A delivered lead with something more to send: its late files, in a follow-up email threaded
   * under the first (docs/decisions/028-resumable-uploads.md), and the visitor's copy when one is
   * due (docs/decisions/030-visitor-copy.md), which therefore never leaves before the lead is
   * stored and the office has it. A failed send is retried with the same backoff as leads; the
   * files stay in the database whatever happens. A copy the visitor's mail server refuses, or
   * whose tries run out, is not tried again.
   */
  async function followUp(record: LeadRecord): Promise<void> {
    const { leadId, form } = record;
    const attempt = record.followUpAttempts ?? 1;
    const context = { leadId, form, attempt, followUp: true };
    const retryAt = () => now() + backoffDelay(attempt, config.delivery, random);
    let again: number | undefined;
    let mailed: number[] = [];
    try {
      const files = await outbox.files(leadId, { bytes: true, unmailed: true });
      if (files.length > 0) {
        const uploads = await outbox.uploads(leadId);
        const positions = files.map((f) => f.position);
        await transport.send(`${leadId}.files-${positions.join('-')}`, buildFollowUpEmail(record.lead, leadId, config, files, uploads));
        mailed = positions;
        log.info({ ...context, files: mailed.length, status: 'delivered' }, 'late files delivered');
      }
    } catch (error) {
      again = retryAt();
      log.warn(
        { ...context, ...errorFacts(error), kind: classifyMailError(error), retryInMs: again - now() },
        'late files not delivered, will retry',
      );
    }
    if (record.copyState === 'due') again = (await sendCopy(record, context, retryAt)) ?? again;
    await outbox.finishFollowUp(leadId, mailed, now(), again);
    onAttempt();
  }

  /** The visitor's copy: sent and recorded, given up, or the time to try again. */
  async function sendCopy(record: LeadRecord, context: Record<string, unknown>, retryAt: () => number): Promise<number | undefined> {
    const { leadId } = record;
    try {
      await transport.send(`${leadId}.copy`, buildVisitorCopy(record.lead, leadId, config));
    } catch (error) {
      const kind = classifyMailError(error);
      const facts = errorFacts(error);
      const attempt = record.followUpAttempts ?? 1;
      // Refused for good: this message, or the visitor's address (a 5yz to RCPT TO: no such
      // mailbox). Our own settings' trouble is tried again, within the delivery attempts.
      const refused = kind === 'message' || (facts.command === 'RCPT TO' && (facts.responseCode ?? 0) >= 500);
      if (refused || attempt >= config.delivery.maxAttempts) {
        await outbox.markCopy(leadId, 'failed', now());
        log.warn({ ...context, ...facts, kind, copy: 'failed' }, "visitor's copy not delivered; not tried again");
        return undefined;
      }
      const at = retryAt();
      log.warn({ ...context, ...facts, kind, copy: 'due', retryInMs: at - now() }, "visitor's copy not delivered, will retry");
      return at;
    }
    await outbox.markCopy(leadId, 'sent', now());
    log.info({ ...context, copy: 'sent' }, "visitor's copy delivered");
    return undefined;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      // Leads another instance (or this process before a crash) left mid-send, lease run out.
      const recovered = await outbox.recoverInterrupted(now());
      if (recovered > 0) log.warn({ recovered }, 'requeued leads whose sender stopped mid-send (lease ran out)');
      while (state === 'running') {
        const [record] = await outbox.claimDue(now(), 1);
        if (!record) break;
        await deliver(record);
      }
      while (state === 'running') {
        const record = await outbox.claimFollowUp(now());
        if (!record) break;
        await followUp(record);
      }
    } while (again && state === 'running');
  }

  /**
   * Arms one timer for the earliest pending lead or lease end (or `fallbackMs` after an
   * error), and never later than `pollMs`: the leads CLI and other instances change leads too.
   */
  async function schedule(fallbackMs?: number): Promise<void> {
    let dueAt: number | undefined;
    try {
      dueAt = await outbox.nextDueAt();
    } catch (error) {
      log.error({ err: error }, 'could not read the next due lead; retrying later');
      fallbackMs ??= config.delivery.baseDelayMs;
    }
    clearTimeout(timer);
    timer = undefined;
    if (state !== 'running' || loop) return;
    const waits = [dueAt === undefined ? undefined : dueAt - now(), fallbackMs, config.delivery.pollMs].filter((w) => w !== undefined);
    timer = setTimeout(wake, Math.min(Math.max(Math.min(...waits), 0), MAX_TIMER_MS));
    // The HTTP server keeps the process alive; a pending retry alone should not.
    timer.unref();
  }

  function wake(): void {
    if (state !== 'running') return;
    if (loop) {
      again = true; // a lead accepted mid-loop is picked up before the loop ends
      return;
    }
    clearTimeout(timer);
    const running = drain();
    loop = running;
    cycle = running.then(
      () => {
        loop = undefined;
        return schedule();
      },
      (error: unknown) => {
        loop = undefined;
        log.error({ err: error }, 'delivery loop failed; retrying later');
        return schedule(config.delivery.baseDelayMs);
      },
    );
  }

  return {
    /** Starts sending; the first pass puts leads whose sender died mid-send (lease run out) back in line. */
    start(): void {
      if (state !== 'new') return;
      state = 'running';
      wake();
    },
    /** Starts a delivery loop now (after a lead is accepted), or lets the running one know. */
    wake,
    /** The last delivery and the last failed attempt since this process started. */
    status(): DeliveryStatus {
      return { ...status };
    },
    /** Stops scheduling and resolves once the send in flight (if any) has finished and been recorded. */
    async stop(): Promise<void> {
      state = 'stopped';
      clearTimeout(timer);
      timer = undefined;
      await cycle;
    },
  };
}
