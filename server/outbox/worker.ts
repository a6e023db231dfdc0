import type { Logger } from 'pino';
import type { Config } from '../config';
import { classifyMailError, errorFacts, errorSummary } from '../mail/errors';
import { buildLeadEmail } from '../mail/lead-email';
import type { MailTransport } from '../mail/transport';
import { backoffDelay } from './backoff';
import type { Outbox } from './outbox';
import type { LeadRecord } from './record';

export interface WorkerDeps {
  outbox: Outbox;
  transport: MailTransport;
  config: Pick<Config, 'mailFrom' | 'mailTo' | 'delivery'>;
  logger: Logger;
  /** Injected for tests; default Date.now and Math.random. */
  now?: () => number;
  random?: () => number;
}

export type DeliveryWorker = ReturnType<typeof createWorker>;

/** What /healthz reports about delivery: codes and times only, never a lead's content. */
export interface DeliveryStatus {
  lastDeliveredAt: number | null;
  lastError: { at: number; leadId: string; code: string | null; responseCode: number | null } | null;
}

// setTimeout stores its delay in 32 bits; longer waits fire at once. Re-check instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Sends leads from the outbox, one at a time, in one loop. Log lines carry the lead id, form,
 * attempt, status and error codes, never what the visitor typed.
 */
export function createWorker({ outbox, transport, config, logger, now = Date.now, random = Math.random }: WorkerDeps) {
  const log = logger.child({ component: 'delivery' });
  let state: 'new' | 'running' | 'stopped' = 'new';
  let loop: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const status: DeliveryStatus = { lastDeliveredAt: null, lastError: null };

  async function deliver(record: LeadRecord): Promise<void> {
    const { leadId, form, attempts } = record;
    const context = { leadId, form, attempt: attempts };
    let messageId: string;
    try {
      const message = buildLeadEmail(record.lead, leadId, config, new Date(record.createdAt));
      ({ messageId } = await transport.send(leadId, message));
    } catch (error) {
      const facts = errorFacts(error);
      status.lastError = { at: now(), leadId, code: facts.code ?? null, responseCode: facts.responseCode ?? null };
      const permanent = classifyMailError(error) === 'permanent';
      if (permanent || attempts >= config.delivery.maxAttempts) {
        outbox.markFailed(leadId, errorSummary(error), now());
        log.error({ ...context, ...facts, permanent, status: 'failed' }, 'lead delivery failed for good');
      } else {
        const retryInMs = backoffDelay(attempts, config.delivery, random);
        outbox.markRetry(leadId, errorSummary(error), now() + retryInMs, now());
        log.warn({ ...context, ...facts, retryInMs, status: 'pending' }, 'lead delivery failed, will retry');
      }
      return;
    }
    // Outside the try: a database error here must not be mistaken for a failed send.
    outbox.markDelivered(leadId, messageId, now());
    status.lastDeliveredAt = now();
    log.info({ ...context, status: 'delivered' }, 'lead delivered');
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (state === 'running') {
        const [record] = outbox.claimDue(now(), 1);
        if (!record) break;
        await deliver(record);
      }
    } while (again && state === 'running');
  }

  /**
   * Arms one timer for the earliest pending lead (or `fallbackMs` after an error), and never
   * later than `pollMs`: the leads CLI releases and retries leads from another process.
   */
  function schedule(fallbackMs?: number): void {
    clearTimeout(timer);
    timer = undefined;
    if (state !== 'running') return;
    const dueAt = outbox.nextDueAt();
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
    loop = drain().then(
      () => {
        loop = undefined;
        schedule();
      },
      (error: unknown) => {
        loop = undefined;
        log.error({ err: error }, 'delivery loop failed; retrying later');
        schedule(config.delivery.baseDelayMs);
      },
    );
  }

  return {
    /** Puts leads a crash left mid-send back in line, then starts sending. */
    start(): void {
      if (state !== 'new') return;
      state = 'running';
      const recovered = outbox.recoverInterrupted(now());
      if (recovered > 0) log.warn({ recovered }, 'requeued leads interrupted mid-send');
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
      await loop;
    },
  };
}
