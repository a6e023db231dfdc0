import { openOutbox, type SqliteOutbox } from './outbox';
import type { LeaseOptions, Outbox } from './store';

/** Runs a synchronous call and hands its result, or what it threw, back as a promise. */
function later<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => Promise<R> {
  return (...args) => {
    try {
      return Promise.resolve(fn(...args));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/**
 * The SQLite outbox behind the async `Outbox` contract. better-sqlite3 is synchronous and a
 * statement takes microseconds to a few milliseconds (one fsync per commit), so wrapping the
 * calls keeps the behaviour and the durability of docs/decisions/002-durable-outbox.md exactly.
 */
export function sqliteStore(box: SqliteOutbox): Outbox {
  return {
    kind: 'sqlite',
    lease: box.lease,
    accept: later(box.accept),
    files: later(box.files),
    uploads: later(box.uploads),
    uploadTarget: later(box.uploadTarget),
    storePart: later(box.storePart),
    partBytes: later(box.partBytes),
    finishUpload: later(box.finishUpload),
    claimFollowUp: later(box.claimFollowUp),
    finishFollowUp: later(box.finishFollowUp),
    markCopy: later(box.markCopy),
    knows: later(box.knows),
    release: later(box.release),
    retryFailed: later(box.retryFailed),
    backlog: later(box.backlog),
    probeWrite: later(box.probeWrite),
    async *all() {
      // Read in one go: a lazy SQLite iterator keeps the connection busy while the caller awaits,
      // and any other statement (the worker's) would then throw.
      yield* await Promise.resolve([...box.all()]);
    },
    claimDue: later(box.claimDue),
    renewLease: later(box.renewLease),
    markDelivered: later(box.markDelivered),
    markRetry: later(box.markRetry),
    markFailed: later(box.markFailed),
    errors: later(box.errors),
    lastError: later(box.lastError),
    mailHealth: later(box.mailHealth),
    recoverInterrupted: later(box.recoverInterrupted),
    nextDueAt: later(box.nextDueAt),
    get: later(box.get),
    list: later(box.list),
    counts: later(box.counts),
    held: later(box.held),
    markHeldTold: later(box.markHeldTold),
    close: later(box.close),
  };
}

/** Opens DATA_DIR/leads.db (creating and migrating it) as an async `Outbox`. */
export const openSqliteStore = (dataDir: string, options: LeaseOptions = {}): Outbox => sqliteStore(openOutbox(dataDir, options));
