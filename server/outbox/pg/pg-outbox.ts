import type pg from 'pg';
import type { Logger } from 'pino';
import type { FormKind } from '@/shared/lead/form-kinds';
import type { Lead } from '@/shared/lead/lead';
import type { FailureKind } from '../../mail/errors';
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
  type ErrorRow,
  type FileRow,
  type LeadRecord,
  type LeadStatus,
  type NewLeadFile,
  type Row,
  type UploadRow,
} from '../record';
import { originalNameText } from '../../attachments/original-name';
import {
  asNote,
  emptyCounts,
  leaseOf,
  newUploadToken,
  type AcceptOptions,
  type AcceptResult,
  type LeaseOptions,
  type MailHealthFacts,
  type Outbox,
} from '../store';
import { createPool, inTransaction } from './pool';
import { sql } from './queries';
import { checkDurability, migrate } from './schema';

export interface PgOutboxOptions extends LeaseOptions {
  poolMax?: number;
  logger?: Logger;
  applicationName?: string;
}

const PAGE = 500;

/**
 * The lead outbox in PostgreSQL (DATABASE_URL), for several instances on one database
 * (docs/decisions/014-postgresql.md). Opening it applies the migrations under an advisory lock
 * and refuses a database that would not sync commits.
 */
export async function openPgOutbox(url: string, options: PgOutboxOptions = {}): Promise<Outbox & { pool: pg.Pool }> {
  const pool = createPool(url, { max: options.poolMax, logger: options.logger, applicationName: options.applicationName });
  try {
    await checkDurability(pool);
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pgOutbox(pool, options);
}

/** The outbox on a pool whose schema is migrated. Closing it ends the pool. */
export function pgOutbox(pool: pg.Pool, options: LeaseOptions = {}): Outbox & { pool: pg.Pool } {
  const lease = leaseOf(options);
  const { owner } = lease;
  const rows = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await pool.query<R>(text, values)).rows;
  const changed = async (text: string, values: unknown[]) => (await pool.query(text, values)).rowCount === 1;
  const fail = async (leadId: string, error: Parameters<typeof asNote>[0], now: number, nextAt: number | null) => {
    const n = asNote(error);
    return changed(sql.fail, [leadId, owner, now, nextAt, n.kind, n.code, n.responseCode, n.command, n.message]);
  };

  async function accept(
    lead: Lead,
    now = Date.now(),
    quarantine?: string,
    files: readonly NewLeadFile[] = [],
    options: AcceptOptions = {},
  ): Promise<AcceptResult> {
    const payload = JSON.stringify(lead);
    const status = quarantine === undefined ? 'pending' : 'quarantined';
    const declared = lead.files ?? [];
    // Twice at most: a row that conflicts and then vanishes (forgotten by the CLI in between) is rare.
    for (let tries = 0; tries < 2; tries++) {
      const leadId = newLeadId();
      const token = declared.length ? newUploadToken() : null;
      const nextAt = declared.length ? (options.filesDueAt ?? now) : now;
      const values = [
        leadId,
        lead.id,
        lead.form,
        payload,
        status,
        now,
        quarantine ?? null,
        nextAt,
        token,
        copyAddress(lead),
        now - COPY_WINDOW_MS,
        COPY_LIMIT,
      ];
      // Without files one autocommit statement; with files (sent or declared) one transaction,
      // so the lead and its files commit together (a concurrent duplicate waits on the client
      // id, then conflicts).
      const inserted =
        files.length === 0 && declared.length === 0
          ? (await rows(sql.insert, values)).length === 1
          : await inTransaction(pool, async (client) => {
              if ((await client.query(sql.insert, values)).rowCount !== 1) return false;
              for (const f of files) {
                await client.query(sql.insertFile, [leadId, f.position, f.mime, f.size, f.sha256, f.originalName, f.bytes]);
              }
              for (const [index, f] of declared.entries()) {
                await client.query(sql.insertUpload, [leadId, index + 1, f.size, f.sha256, f.type, originalNameText(f.name), now]);
              }
              return true;
            });
      if (inserted) return { leadId, duplicate: false, samePayload: true, ...(token ? { uploadToken: token } : {}) };
      const [existing] = await rows<Pick<Row, 'lead_id' | 'payload'> & { hashes: string; upload_token: string | null }>(sql.byClientId, [
        lead.id,
      ]);
      if (existing) {
        const samePayload = existing.payload === payload && existing.hashes === fileHashes(files);
        return {
          leadId: existing.lead_id,
          duplicate: true,
          samePayload,
          ...(existing.upload_token ? { uploadToken: existing.upload_token } : {}),
        };
      }
    }
    throw new Error('could not store the lead: its client id conflicted with a row that then disappeared');
  }

  return {
    kind: 'postgres',
    lease,
    pool,
    accept,
    files: async (leadId, options = {}) => {
      const text = options.unmailed
        ? options.bytes
          ? sql.unmailedWithBytes
          : sql.unmailed
        : options.bytes
          ? sql.filesWithBytes
          : sql.files;
      return (await rows<FileRow>(text, [leadId])).map(toLeadFile);
    },
    uploads: async (leadId) => (await rows<UploadRow>(sql.uploads, [leadId])).map(toUpload),
    async uploadTarget(clientId, position) {
      const [row] = await rows<UploadRow & { form: string; upload_token: string | null }>(sql.uploadTarget, [clientId, position]);
      return row && { ...toUpload(row), form: row.form as FormKind, uploadToken: row.upload_token };
    },
    async storePart(leadId, position, offset, bytes, now = Date.now()) {
      const [moved] = await rows<{ received: number }>(sql.storePart, [leadId, position, offset, bytes, now]);
      if (moved) return { stored: true, received: Number(moved.received) };
      const [row] = await rows<{ received: number }>(sql.received, [leadId, position]);
      return { stored: false, received: Number(row?.received ?? 0) };
    },
    partBytes: async (leadId, position) =>
      Buffer.concat((await rows<{ bytes: Buffer }>(sql.parts, [leadId, position])).map((p) => p.bytes)),
    finishUpload: (leadId, position, outcome, now = Date.now(), gatherMs = 0) =>
      inTransaction(pool, async (client) => {
        if ('file' in outcome) {
          const f = outcome.file;
          await client.query(sql.insertFileOnce, [leadId, position, f.mime, f.size, f.sha256, f.originalName, f.bytes]);
        }
        const settled = await client.query(sql.settleUpload, [
          leadId,
          position,
          'file' in outcome ? 'complete' : 'refused',
          'refused' in outcome ? outcome.refused : null,
          now,
        ]);
        await client.query(sql.dropParts, [leadId, position]);
        if (settled.rowCount !== 1) return { due: false };
        const { rows: left } = await client.query<{ n: number }>(sql.arriving, [leadId]);
        const allIn = (left[0]?.n ?? 0) === 0;
        const leadDue = allIn && (await client.query(sql.dueNow, [leadId, now])).rowCount === 1;
        const { rows: follow } = await client.query<{ due: boolean }>(sql.followUpDue, [leadId, allIn, now, now + gatherMs]);
        return { due: leadDue || follow[0]?.due === true };
      }),
    async claimFollowUp(now = Date.now()) {
      const [row] = await rows<Row>(sql.claimFollowUp, [now, owner, now + lease.ms]);
      return row && toRecord(row);
    },
    finishFollowUp: (leadId, mailed, now = Date.now(), retryAt) =>
      inTransaction(pool, async (client) => {
        if (mailed.length) await client.query(sql.markMailed, [leadId, [...mailed], now]);
        return (await client.query(sql.followUpDone, [leadId, owner, now, retryAt ?? null])).rowCount === 1;
      }),
    markCopy: (leadId, state, now = Date.now()) => changed(sql.markCopy, [leadId, state, now]),
    knows: async (clientId) => (await rows(sql.knows, [clientId])).length > 0,
    release: (leadId, now = Date.now()) => changed(sql.release, [leadId, now]),
    retryFailed: (leadId, now = Date.now()) => changed(sql.retryFailed, [leadId, now]),
    async backlog() {
      const [row] = await rows<{ n: number; oldest: number | null }>(sql.backlog);
      return { count: row?.n ?? 0, oldestCreatedAt: row?.oldest ?? undefined };
    },
    async probeWrite(now = Date.now()) {
      await pool.query(sql.probe, [now]);
    },
    async *all() {
      let after: [number, string] = [-1, ''];
      for (;;) {
        const page = await rows<Row>(sql.page, [...after, PAGE]);
        for (const row of page) yield toRecord(row);
        const last = page.at(-1);
        if (!last || page.length < PAGE) return;
        after = [last.created_at, last.lead_id];
      }
    },
    async claimDue(now = Date.now(), limit = 1) {
      const claimed = await rows<Row>(sql.claim, [now, limit, owner, now + lease.ms]);
      return claimed.map(toRecord).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt);
    },
    renewLease: (leadId, now = Date.now()) => changed(sql.renew, [leadId, owner, now + lease.ms]),
    markDelivered: (leadId, messageId, now = Date.now(), mailed) =>
      inTransaction(pool, async (client) => {
        if ((await client.query(sql.delivered, [leadId, owner, now, messageId])).rowCount !== 1) return false;
        await client.query(sql.markMailed, [leadId, mailed ? [...mailed] : null, now]);
        return true;
      }),
    markRetry: (leadId, error, nextAt, now = Date.now()) => fail(leadId, error, now, nextAt),
    markFailed: (leadId, error, now = Date.now()) => fail(leadId, error, now, null),
    errors: async (leadId) => (await rows<ErrorRow>(sql.errors, [leadId])).map(toLeadError),
    async lastError(kind?: FailureKind) {
      const [row] = await rows<ErrorRow>(sql.lastError, [kind ?? null]);
      return row && toLeadError(row);
    },
    async mailHealth(since: number): Promise<MailHealthFacts> {
      type Health = {
        waiting: number;
        oldest: number | null;
        blocked: number;
        failed: number;
        quarantined: number;
        delivered: number | null;
        delivered_since: number;
      };
      const [[row], byKind] = await Promise.all([
        rows<Health>(sql.health, [since]),
        rows<{ kind: FailureKind; n: number }>(sql.errorsSince, [since]),
      ]);
      const errorsSince: Record<FailureKind, number> = { configuration: 0, message: 0, temporary: 0 };
      for (const { kind, n } of byKind) errorsSince[kind] = n;
      return {
        waiting: row!.waiting,
        oldestWaitingAt: row!.oldest ?? undefined,
        configBlocked: row!.blocked,
        failed: row!.failed,
        quarantined: row!.quarantined,
        lastDeliveredAt: row!.delivered ?? undefined,
        errorsSince,
        deliveredSince: row!.delivered_since,
      };
    },
    recoverInterrupted: async (now = Date.now()) => (await pool.query(sql.recover, [now])).rowCount ?? 0,
    nextDueAt: async () => (await rows<{ at: number | null }>(sql.nextDue))[0]?.at ?? undefined,
    async get(leadId: string): Promise<LeadRecord | undefined> {
      const [row] = await rows<Row>(sql.get, [leadId]);
      return row && toRecord(row);
    },
    list: async (options: { status?: LeadStatus; limit?: number } = {}) =>
      (await rows<Row>(sql.list, [options.status ?? null, options.limit ?? 100])).map(toRecord),
    async counts() {
      const counts = emptyCounts();
      for (const { status, n } of await rows<{ status: LeadStatus; n: number }>(sql.counts)) {
        counts[status] = n;
        counts.total += n;
      }
      return counts;
    },
    async held({ since = 0, untold = false, limit }) {
      type HeldRow = Parameters<typeof toHeld>[0];
      const [leads, [count]] = await Promise.all([
        rows<HeldRow>(sql.held, [since, untold, limit]),
        rows<{ n: number }>(sql.heldCount, [since, untold]),
      ]);
      return { leads: leads.map(toHeld), total: count?.n ?? 0 };
    },
    markHeldTold: async (upTo, now = Date.now()) => (await pool.query(sql.heldTold, [upTo, now])).rowCount ?? 0,
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
