import type { Lead } from '@/shared/lead/lead';
import type { FailureKind } from '../mail/errors';
import { openDatabase } from './db';
import {
  copyAddress,
  COPY_LIMIT,
  COPY_WINDOW_MS,
  fileHashes,
  newLeadId,
  toHeld,
  toLeadError,
  toLeadFile,
  toRecord,
  toUpload,
  type FailureNote,
  type FinishResult,
  type LeadError,
  type LeadFile,
  type LeadRecord,
  type LeadStatus,
  type NewLeadFile,
  type LeadUpload,
  type UploadTarget,
} from './record';
import { prepareStatements } from './sqlite-statements';
import { originalNameText } from '../attachments/original-name';
import {
  asNote,
  emptyCounts,
  leaseOf,
  newUploadToken,
  type AcceptOptions,
  type AcceptResult,
  type LeaseOptions,
  type MailHealthFacts,
  type PartResult,
  type StatusCounts,
} from './store';

/** The synchronous SQLite outbox; the server uses it through sqliteStore (server/outbox/sqlite-store.ts). */
export type SqliteOutbox = ReturnType<typeof openOutbox>;

/**
 * The durable lead outbox in DATA_DIR/leads.db (better-sqlite3, synchronous). Every state
 * change is one statement or one transaction, so a crash at any point leaves each lead in a
 * state the worker can resume. The contract it meets is `Outbox` in server/outbox/store.ts.
 */
export function openOutbox(dataDir: string, options: LeaseOptions = {}) {
  const db = openDatabase(dataDir);
  const q = prepareStatements(db);
  const lease = leaseOf(options);
  const { owner } = lease;

  // The lead and its files in one transaction: both are on disk, or neither.
  const acceptTx = db.transaction(
    (lead: Lead, now: number, quarantine: string | undefined, files: readonly NewLeadFile[], options: AcceptOptions): AcceptResult => {
      const payload = JSON.stringify(lead);
      const existing = q.byClientId.get(lead.id);
      if (existing) {
        const samePayload = existing.payload === payload && existing.hashes === fileHashes(files);
        return {
          leadId: existing.lead_id,
          duplicate: true,
          samePayload,
          ...(existing.upload_token ? { uploadToken: existing.upload_token } : {}),
        };
      }
      const leadId = newLeadId();
      const status = quarantine === undefined ? 'pending' : 'quarantined';
      const declared = lead.files ?? [];
      const token = declared.length ? newUploadToken() : null;
      const nextAt = declared.length ? (options.filesDueAt ?? now) : now;
      // The visitor's copy, if asked for and the address has not had its copies for the day
      // (docs/decisions/030-visitor-copy.md); counted in this transaction, so two leads at once
      // cannot both take the last one.
      const copyTo = copyAddress(lead);
      const copyState =
        copyTo === null ? null : (q.copiesTo.get({ copyTo, since: now - COPY_WINDOW_MS })?.n ?? 0) >= COPY_LIMIT ? 'limited' : 'due';
      q.insert.run({
        leadId,
        clientId: lead.id,
        form: lead.form,
        payload,
        status,
        reason: quarantine ?? null,
        now,
        nextAt,
        token,
        copyTo,
        copyState,
      });
      for (const [index, f] of declared.entries()) {
        q.insertUpload.run({
          lead_id: leadId,
          position: index + 1,
          size: f.size,
          sha256: f.sha256,
          declared_type: f.type,
          original_name: originalNameText(f.name),
          now,
        });
      }
      for (const f of files) {
        q.insertFile.run({
          lead_id: leadId,
          position: f.position,
          mime: f.mime,
          size: f.size,
          sha256: f.sha256,
          original_name: f.originalName,
          bytes: f.bytes,
        });
      }
      return { leadId, duplicate: false, samePayload: true, ...(token ? { uploadToken: token } : {}) };
    },
  );

  const partTx = db.transaction((leadId: string, position: number, offset: number, bytes: Buffer, now: number): PartResult => {
    if (bytes.length > 0 && q.advance.run({ leadId, position, offset, length: bytes.length, now }).changes === 1) {
      q.insertPart.run({ leadId, position, offset, bytes });
      return { stored: true, received: offset + bytes.length };
    }
    return { stored: false, received: q.received.get(leadId, position)?.received ?? 0 };
  });

  const finishTx = db.transaction(
    (
      leadId: string,
      position: number,
      outcome: { file: NewLeadFile } | { refused: string },
      now: number,
      gatherMs: number,
    ): FinishResult => {
      if ('file' in outcome) {
        const f = outcome.file;
        q.insertFileOnce.run({
          lead_id: leadId,
          position,
          mime: f.mime,
          size: f.size,
          sha256: f.sha256,
          original_name: f.originalName,
          bytes: f.bytes,
        });
      }
      const settled = q.settleUpload.run({
        leadId,
        position,
        state: 'file' in outcome ? 'complete' : 'refused',
        reason: 'refused' in outcome ? outcome.refused : null,
        now,
      });
      q.dropParts.run(leadId, position);
      if (settled.changes === 0) return { due: false }; // finished before (a repeated last part)
      const allIn = (q.arriving.get(leadId)?.n ?? 0) === 0;
      const leadDue = allIn && q.dueNow.run({ leadId, now }).changes === 1;
      const followUp = q.followUpDue.get({ leadId, allIn: allIn ? 1 : 0, now, later: now + gatherMs });
      return { due: leadDue || followUp?.due === 1 };
    },
  );

  const deliveredTx = db.transaction((leadId: string, messageId: string | null, now: number, mailed: readonly number[] | undefined) => {
    if (q.delivered.run({ leadId, owner, messageId, now }).changes !== 1) return false;
    q.markMailed.run({ leadId, positions: mailed ? JSON.stringify(mailed) : null, now });
    return true;
  });

  const followUpTx = db.transaction((leadId: string, mailed: readonly number[], now: number, retryAt: number | undefined) => {
    if (mailed.length) q.markMailed.run({ leadId, positions: JSON.stringify(mailed), now });
    return q.followUpDone.run({ leadId, owner, now, retryAt: retryAt ?? null }).changes === 1;
  });

  // The state change and its history row commit together, or neither does.
  const failTx = db.transaction((leadId: string, note: FailureNote, now: number, nextAt: number | undefined): boolean => {
    const { kind, message } = note;
    const row =
      nextAt === undefined
        ? q.failed.get({ leadId, owner, error: message, kind, now })
        : q.retry.get({ leadId, owner, error: message, kind, nextAt, now });
    if (!row) return false;
    q.logError.run({
      lead_id: leadId,
      attempt: row.attempts,
      at: now,
      kind,
      code: note.code,
      response_code: note.responseCode,
      command: note.command,
      message,
    });
    return true;
  });

  return {
    kind: 'sqlite' as const,
    lease,
    /**
     * Returns after the commit is synced (synchronous=FULL). A duplicate changes nothing;
     * `samePayload` lets the caller notice a reused id with different content. With a
     * `quarantine` reason the lead is stored but held back from delivery until released.
     */
    // IMMEDIATE takes the write lock up front, so the read-then-insert cannot race another writer.
    accept: (
      lead: Lead,
      now = Date.now(),
      quarantine?: string,
      files: readonly NewLeadFile[] = [],
      options: AcceptOptions = {},
    ): AcceptResult => acceptTx.immediate(lead, now, quarantine, files, options),
    files: (leadId: string, options: { bytes?: boolean; unmailed?: boolean } = {}): LeadFile[] =>
      (options.unmailed ? (options.bytes ? q.unmailedWithBytes : q.unmailed) : options.bytes ? q.filesWithBytes : q.files)
        .all(leadId)
        .map(toLeadFile),
    uploads: (leadId: string): LeadUpload[] => q.uploads.all(leadId).map(toUpload),
    uploadTarget: (clientId: string, position: number): UploadTarget | undefined => {
      const row = q.uploadTarget.get(clientId, position);
      return row && { ...toUpload(row), form: row.form as UploadTarget['form'], uploadToken: row.upload_token };
    },
    storePart: (leadId: string, position: number, offset: number, bytes: Buffer, now = Date.now()): PartResult =>
      partTx.immediate(leadId, position, offset, bytes, now),
    partBytes: (leadId: string, position: number): Buffer => Buffer.concat(q.parts.all(leadId, position).map((p) => p.bytes)),
    finishUpload: (
      leadId: string,
      position: number,
      outcome: { file: NewLeadFile } | { refused: string },
      now = Date.now(),
      gatherMs = 0,
    ): FinishResult => finishTx.immediate(leadId, position, outcome, now, gatherMs),
    claimFollowUp: (now = Date.now()): LeadRecord | undefined => {
      const row = q.claimFollowUp.get({ now, owner, until: now + lease.ms });
      return row && toRecord(row);
    },
    finishFollowUp: (leadId: string, mailed: readonly number[], now = Date.now(), retryAt?: number): boolean =>
      followUpTx.immediate(leadId, mailed, now, retryAt),
    markCopy: (leadId: string, state: 'sent' | 'failed', now = Date.now()): boolean => q.markCopy.run({ leadId, state, now }).changes === 1,
    knows: (clientId: string): boolean => q.knows.get(clientId) !== undefined,
    release: (leadId: string, now = Date.now()): boolean => q.release.run({ leadId, now }).changes === 1,
    retryFailed: (leadId: string, now = Date.now()): boolean => q.retryFailed.run({ leadId, now }).changes === 1,
    backlog: (): { count: number; oldestCreatedAt: number | undefined } => {
      const row = q.backlog.get();
      return { count: row?.n ?? 0, oldestCreatedAt: row?.oldest ?? undefined };
    },
    probeWrite: (now = Date.now()): void => {
      q.probe.run(now);
    },
    *all(): Generator<LeadRecord> {
      for (const row of q.all.iterate()) yield toRecord(row);
    },
    claimDue: (now = Date.now(), limit = 1): LeadRecord[] =>
      q.claim
        .all({ now, limit, owner, until: now + lease.ms })
        .map(toRecord)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt),
    renewLease: (leadId: string, now = Date.now()): boolean => q.renew.run({ leadId, owner, now, until: now + lease.ms }).changes === 1,
    markDelivered: (leadId: string, messageId: string | null, now = Date.now(), mailed?: readonly number[]): boolean =>
      deliveredTx.immediate(leadId, messageId, now, mailed),
    markRetry: (leadId: string, error: string | FailureNote, nextAt: number, now = Date.now()): boolean =>
      failTx.immediate(leadId, asNote(error), now, nextAt),
    markFailed: (leadId: string, error: string | FailureNote, now = Date.now()): boolean =>
      failTx.immediate(leadId, asNote(error), now, undefined),
    errors: (leadId: string): LeadError[] => q.errors.all(leadId).map(toLeadError),
    lastError: (kind?: FailureKind): LeadError | undefined => {
      const row = q.lastError.get({ kind: kind ?? null });
      return row && toLeadError(row);
    },
    mailHealth: (since: number): MailHealthFacts => {
      const row = q.health.get({ since })!;
      const errorsSince: Record<FailureKind, number> = { configuration: 0, message: 0, temporary: 0 };
      for (const { kind, n } of q.errorsSince.all(since)) errorsSince[kind as FailureKind] = n;
      return {
        waiting: row.waiting,
        oldestWaitingAt: row.oldest ?? undefined,
        configBlocked: row.blocked,
        failed: row.failed,
        quarantined: row.quarantined,
        lastDeliveredAt: row.delivered ?? undefined,
        errorsSince,
        deliveredSince: row.deliveredSince,
      };
    },
    recoverInterrupted: (now = Date.now()): number => q.recover.run({ now }).changes,
    nextDueAt: (): number | undefined => q.nextDue.get()?.at ?? undefined,
    get: (leadId: string): LeadRecord | undefined => {
      const row = q.get.get(leadId, leadId);
      return row && toRecord(row);
    },
    list: (options: { status?: LeadStatus; limit?: number } = {}): LeadRecord[] =>
      q.list.all({ status: options.status ?? null, limit: options.limit ?? 100 }).map(toRecord),
    counts: (): StatusCounts => {
      const counts = emptyCounts();
      for (const { status, n } of q.counts.all()) {
        counts[status as LeadStatus] = n;
        counts.total += n;
      }
      return counts;
    },
    held: ({ since = 0, untold = false, limit }: { since?: number; untold?: boolean; limit: number }) => {
      const where = { since, untold: untold ? 1 : 0 };
      const leads = q.held.all({ ...where, limit }).map(toHeld);
      return { leads, total: q.heldCount.get(where)?.n ?? 0 };
    },
    markHeldTold: (upTo: number, now = Date.now()): number => q.heldTold.run({ upTo, now }).changes,
    close: (): void => {
      if (db.open) db.close();
    },
  };
}
