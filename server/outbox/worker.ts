import type { Logger } from 'pino';
import type { Config } from '../config';
import { classifyMailError, errorFacts, errorSummary, type FailureKind } from '../mail/errors';
import { buildLeadEmail } from '../mail/lead-email';
import type { MailTransport } from '../mail/transport';
import { backoffDelay } from './backoff';
import type { Outbox } from './outbox';
import type { FailureNote, LeadRecord } from './record';

export interface WorkerDeps {
  outbox: Outbox;
  transport: MailTransport;
  config: Pick<Config, 'mailFrom' | 'mailTo' | 'delivery'>;
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
      recordFailure(record, error);
      return;
    }
    // Outside the try: a database error here must not be mistaken for a failed send.
    outbox.markDelivered(leadId, messageId, now());
    status.lastDeliveredAt = now();
    log.info({ ...context, status: 'delivered' }, 'lead delivered');
    onAttempt();
  }

  /**
   * docs/decisions/013-mail-failures-and-alerts.md: a refusal of this message fails this lead;
   * a refusal of our settings never does (the lead waits, retried with backoff, and the alarm
   * rings); temporary trouble is retried until DELIVERY_MAX_ATTEMPTS, not counting attempts
   * our settings spoiled.
   */
  function recordFailure({ leadId, form, attempts, configAttempts }: LeadRecord, error: unknown): void {
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
      outbox.markFailed(leadId, note, now());
      log.error({ ...context, ...facts, kind, status: 'failed' }, 'lead delivery failed for good');
    } else {
      const retryInMs = backoffDelay(attempts, config.delivery, random);
      outbox.markRetry(leadId, note, now() + retryInMs, now());
      if (kind === 'configuration') {
        log.error(
          { ...context, ...facts, kind, retryInMs, status: 'pending' },
          'lead delivery refused: check the mail settings; will retry',
        );
      } else log.warn({ ...context, ...facts, kind, retryInMs, status: 'pending' }, 'lead delivery failed, will retry');
    }
    onAttempt();
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
