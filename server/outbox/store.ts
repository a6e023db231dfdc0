import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Lead } from '@/shared/lead/lead';
import type { FailureKind } from '../mail/errors';
import type {
  FailureNote,
  FinishResult,
  LeadError,
  LeadFile,
  LeadRecord,
  LeadStatus,
  LeadUpload,
  NewLeadFile,
  UploadTarget,
} from './record';

/** What the alarm and /healthz read (server/alerts/state.ts); counts and times, no lead content. */
export interface MailHealthFacts {
  /** Pending or mid-send. */
  waiting: number;
  oldestWaitingAt: number | undefined;
  /** Waiting leads whose last attempt was refused because of our mail settings. */
  configBlocked: number;
  failed: number;
  /** Held as suspected spam (docs/decisions/008-spam-quarantine.md). */
  quarantined: number;
  lastDeliveredAt: number | undefined;
  /** Failed attempts since `since`, by kind, and leads delivered since then. */
  errorsSince: Record<FailureKind, number>;
  deliveredSince: number;
}

export interface AcceptResult {
  leadId: string;
  /** True when a lead with this client id was already stored; nothing changed. */
  duplicate: boolean;
  /** False when the stored lead's content differs from this one (the first is kept). */
  samePayload: boolean;
  /** For a lead that declares files: what its client shows to send their parts (docs/decisions/028-resumable-uploads.md). */
  uploadToken?: string;
}

/** Options of `accept` for a lead that declares files sent after it. */
export interface AcceptOptions {
  /** The lead's email waits for its declared files until then at most (FILE_WAIT_MS after now). */
  filesDueAt?: number;
}

/** A part's fate: stored (and how many bytes the file now has), or not, because the offset was not the stored end. */
export interface PartResult {
  stored: boolean;
  received: number;
}

export type StatusCounts = Record<LeadStatus, number> & { total: number };

/** A lead held as suspected spam, as the owner is told of it: never what the visitor wrote. */
export interface HeldLead {
  leadId: string;
  form: string;
  createdAt: number;
  reason: string | null;
}

/**
 * Who this outbox claims leads as, and for how long a claim holds without renewal. While a lead
 * is `sending` under an unexpired lease no other instance touches it; the worker renews the
 * lease during a send (docs/decisions/014-postgresql.md).
 */
export interface Lease {
  owner: string;
  ms: number;
}

export interface LeaseOptions {
  owner?: string;
  leaseMs?: number;
}

/**
 * The durable lead outbox, the one contract of both stores: SQLite in DATA_DIR (the embedded
 * default, server/outbox/sqlite-store.ts) and PostgreSQL for several instances
 * (server/outbox/pg/pg-outbox.ts). Every method resolves only after its change is committed
 * (and synced, docs/decisions/002-durable-outbox.md); every state change is one statement or
 * one transaction, so a crash at any point leaves each lead in a state a worker can resume.
 * Times are epoch milliseconds; `now` is injectable for tests.
 */
export interface Outbox {
  readonly kind: 'sqlite' | 'postgres';
  readonly lease: Lease;
  /**
   * Stores a validated lead and its files in one transaction, or finds the one stored under
   * the same client id (docs/decisions/003-idempotent-leads.md): then nothing is stored, and
   * `samePayload` is false if the lead or its files differ (docs/decisions/017-attachments.md).
   */
  accept(lead: Lead, now?: number, quarantine?: string, files?: readonly NewLeadFile[], options?: AcceptOptions): Promise<AcceptResult>;
  /** A lead's files by position; their bytes only when asked for; with `unmailed` only those no email carried yet. */
  files(leadId: string, options?: { bytes?: boolean; unmailed?: boolean }): Promise<LeadFile[]>;
  /** The files a lead declared, by position (docs/decisions/028-resumable-uploads.md). */
  uploads(leadId: string): Promise<LeadUpload[]>;
  /** One declared file, found by the lead's client id, with the lead's form and upload token. */
  uploadTarget(clientId: string, position: number): Promise<UploadTarget | undefined>;
  /**
   * Stores one part of a declared file, committed before it returns, if it starts exactly where
   * the stored bytes end and stays within the declared size; otherwise stores nothing.
   */
  storePart(leadId: string, position: number, offset: number, bytes: Buffer, now?: number): Promise<PartResult>;
  /** The stored parts of a file joined, in order. */
  partBytes(leadId: string, position: number): Promise<Buffer>;
  /**
   * A file's parts are all in: it joins lead_files (checked and stripped), or is marked refused.
   * Its parts are dropped in the same transaction. Once no declared file is still arriving, a
   * lead waiting for them is due now; a lead already mailed gets a follow-up due
   * (at once when nothing more is arriving, else after `gatherMs`).
   */
  finishUpload(
    leadId: string,
    position: number,
    outcome: { file: NewLeadFile } | { refused: string },
    now?: number,
    gatherMs?: number,
  ): Promise<FinishResult>;
  /** Takes a delivered lead whose late files are due in a follow-up email, under this outbox's lease. */
  claimFollowUp(now?: number): Promise<LeadRecord | undefined>;
  /**
   * Ends a follow-up: the files in `mailed` are recorded as mailed; with `retryAt` (a failed
   * send) it is due again then. Another follow-up is due at once if more files came meanwhile.
   */
  finishFollowUp(leadId: string, mailed: readonly number[], now?: number, retryAt?: number): Promise<boolean>;
  /**
   * The visitor's copy of a lead went out, or will not (refused by its mail server, tries run
   * out): due -> sent or failed (docs/decisions/030-visitor-copy.md). False when it was not due.
   */
  markCopy(leadId: string, state: 'sent' | 'failed', now?: number): Promise<boolean>;
  /** Whether a lead with this client id (the browser's idempotency key) is stored. */
  knows(clientId: string): Promise<boolean>;
  /** Quarantined -> pending, due now. False when the lead is not quarantined. */
  release(leadId: string, now?: number): Promise<boolean>;
  /** Failed -> pending with a fresh attempt budget. False when the lead is not failed. */
  retryFailed(leadId: string, now?: number): Promise<boolean>;
  /** Leads waiting for delivery (pending or mid-send) and when the oldest was accepted. */
  backlog(): Promise<{ count: number; oldestCreatedAt: number | undefined }>;
  /** One committed write, to prove the store still accepts them. Rejects if not. */
  probeWrite(now?: number): Promise<void>;
  /** Every lead, oldest first, read in batches (for the CSV export). */
  all(): AsyncIterable<LeadRecord>;
  /** Moves up to `limit` due pending leads to `sending` under this outbox's lease, oldest first. */
  claimDue(now?: number, limit?: number): Promise<LeadRecord[]>;
  /** Extends the lease on a lead this outbox is sending. False when it is no longer ours. */
  renewLease(leadId: string, now?: number): Promise<boolean>;
  /**
   * Sending (under our lease) -> delivered. False when the lead was not ours mid-send. `mailed`:
   * the positions of the files the email carried (default: every file stored now).
   */
  markDelivered(leadId: string, messageId: string | null, now?: number, mailed?: readonly number[]): Promise<boolean>;
  /** Sending -> pending, due at `nextAt`, with the error kept in the lead's history. */
  markRetry(leadId: string, error: string | FailureNote, nextAt: number, now?: number): Promise<boolean>;
  /** Sending -> failed, with the error kept in the lead's history. */
  markFailed(leadId: string, error: string | FailureNote, now?: number): Promise<boolean>;
  /** Every failed attempt of one lead, oldest first; kept after it is delivered. */
  errors(leadId: string): Promise<LeadError[]>;
  /** The most recent failed attempt of any lead (of one kind, if given). */
  lastError(kind?: FailureKind): Promise<LeadError | undefined>;
  /** The facts behind the alarm, with errors and deliveries counted from `since`. */
  mailHealth(since: number): Promise<MailHealthFacts>;
  /** Leads left `sending` by an instance whose lease ran out go back to pending, due now. Returns how many. */
  recoverInterrupted(now?: number): Promise<number>;
  /** When the earliest pending lead is due or the earliest lease runs out; undefined when neither. */
  nextDueAt(): Promise<number | undefined>;
  /** By server lead id or by the browser's client id. */
  get(leadId: string): Promise<LeadRecord | undefined>;
  list(options?: { status?: LeadStatus; limit?: number }): Promise<LeadRecord[]>;
  counts(): Promise<StatusCounts>;
  /**
   * Leads still quarantined, newest first, at most `limit` of them, and how many there are in
   * all: those received since `since`, or with `untold` those the owner has not been sent a
   * notice about yet (docs/decisions/008-spam-quarantine.md).
   */
  held(options: { since?: number; untold?: boolean; limit: number }): Promise<{ leads: HeldLead[]; total: number }>;
  /** Marks the quarantined leads received up to `upTo` as told to the owner. Returns how many. */
  markHeldTold(upTo: number, now?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * How long a claim holds without renewal. Long enough that a busy event loop never loses a
 * live send's lease; short enough that a lead a crashed instance held is sent again within a
 * minute. DELIVERY_LEASE_MS overrides it.
 */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * host:pid:nonce. Unique per process start (the nonce), readable in `npm run leads -- show`
 * and the logs (host and pid).
 */
export const newInstanceId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export const leaseOf = ({ owner, leaseMs }: LeaseOptions = {}): Lease => ({
  owner: owner ?? newInstanceId(),
  ms: leaseMs ?? DEFAULT_LEASE_MS,
});

/** A bare string (tests, older callers) is a temporary failure without codes. */
export const asNote = (error: string | FailureNote): FailureNote =>
  typeof error === 'string' ? { kind: 'temporary', code: null, responseCode: null, command: null, message: error } : error;

/** 144 random bits, URL-safe: what a lead's own client shows to send its file parts (docs/decisions/028-resumable-uploads.md). */
export const newUploadToken = () => randomBytes(18).toString('base64url');

export const emptyCounts = (): StatusCounts => ({ pending: 0, sending: 0, delivered: 0, failed: 0, quarantined: 0, total: 0 });
