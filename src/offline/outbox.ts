import type { LeadPayload } from '@/shared/lead/lead';
import type { OutboxFile } from './db';
import { publishOutbox } from './events';
import { withOutboxLock, type KeepAlive } from './lock';
import { classify, backoffMs } from './rules';
import { deleteEntry, getEntry, getRejected, deleteRejected, listEntries, putEntry, rejectEntry, updateEntry } from './store';
import { postLead, type SendResult } from './transport';

/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = 'lead-outbox';

export interface OutboxDeps {
  send?: (payload: LeadPayload, files: readonly OutboxFile[]) => Promise<SendResult>;
  now?: () => number;
  useLocks?: boolean;
}

/**
 * Writes the lead, with its files in the same record, to IndexedDB before any send; `replaces`
 * drops an edited lead's earlier version. When the files cannot be stored (the device's quota
 * is used up, or a browser that cannot keep Blobs) the lead is stored without them: its text
 * is never lost because of a photo. Returns how many files were left out; a failure to store
 * even the text throws, as before.
 */
export async function queueLead(
  payload: LeadPayload,
  options: { replaces?: string | undefined; now?: number; files?: readonly OutboxFile[] } = {},
): Promise<{ filesLeftOut: number }> {
  const now = options.now ?? Date.now();
  const entry = { id: payload.id, payload, createdAt: now, attempts: 0, nextAttemptAt: now, notBefore: 0 };
  const files = options.files ?? [];
  let filesLeftOut = 0;
  try {
    await putEntry(files.length ? { ...entry, files: [...files] } : entry, options.replaces);
  } catch (error) {
    if (!files.length) throw error;
    filesLeftOut = files.length;
    await putEntry(entry, options.replaces);
  }
  publishOutbox({ type: 'changed' });
  return { filesLeftOut };
}

type Outcome = 'delivered' | 'rejected' | 'retry' | 'network' | 'gone';

/**
 * One attempt for one entry, under the lock. The attempt is counted before the request leaves,
 * so a page that dies mid-send still backs off. `refusal` decides where a final 4xx goes: the
 * form on screen shows it itself ('drop'); a background replay keeps it to show ('keep').
 */
async function attempt(
  id: string,
  refusal: 'drop' | 'keep',
  deps: Required<Omit<OutboxDeps, 'useLocks'>>,
  keepAlive: KeepAlive,
  unstoredFiles: readonly OutboxFile[] = [],
) {
  const entry = await getEntry(id);
  if (!entry) return { outcome: 'gone' as Outcome };
  await keepAlive();
  await updateEntry(id, (e) => ({ ...e, attempts: e.attempts + 1 }));
  const result = await deps.send(entry.payload, entry.files?.length ? entry.files : unstoredFiles);
  const verdict = classify(result);
  const now = deps.now();
  let outcome: Outcome;
  if (verdict.kind === 'delivered') {
    await deleteEntry(id);
    outcome = 'delivered';
  } else if (verdict.kind === 'rejected') {
    if (refusal === 'drop') await deleteEntry(id);
    else await rejectEntry(id, verdict.status, verdict.message, now);
    outcome = 'rejected';
  } else {
    await updateEntry(id, (e) => ({
      ...e,
      nextAttemptAt: now + backoffMs(e.attempts),
      notBefore: verdict.retryAfterMs ? now + verdict.retryAfterMs : 0,
      lastError: verdict.reason,
    }));
    outcome = verdict.reason === 'network' ? 'network' : 'retry';
  }
  return { outcome, result };
}

const defaults = (deps: OutboxDeps) => ({
  send: deps.send ?? ((p: LeadPayload, files: readonly OutboxFile[]) => postLead(p, { files })),
  now: deps.now ?? Date.now,
});

/**
 * The form's own first send of a lead it has just queued. If a replay elsewhere handled the lead
 * while this one waited for the lock, its outcome is reported instead of sending again.
 * `unstoredFiles` are files the device had no room to keep: this first send still carries them;
 * a later replay sends the lead without them.
 */
export async function deliverNow(id: string, deps: OutboxDeps = {}, unstoredFiles: readonly OutboxFile[] = []): Promise<SendResult> {
  const d = defaults(deps);
  const done = await withOutboxLock(
    async (keepAlive) => {
      const { outcome, result } = await attempt(id, 'drop', d, keepAlive, unstoredFiles);
      if (outcome !== 'gone') return { outcome, result };
      const refused = await getRejected(id);
      if (refused) await deleteRejected(id);
      return { outcome, refused };
    },
    { useLocks: deps.useLocks ?? true },
  );
  publishOutbox({ type: 'changed' });
  if (done.outcome === 'delivered') publishOutbox({ type: 'delivered', ids: [id] });
  if (done.result) return done.result;
  if (done.refused) return { ok: false, network: false, status: done.refused.status, message: done.refused.message };
  return { ok: true, leadId: id, message: '' };
}

export interface ReplaySummary {
  delivered: string[];
  rejected: string[];
  /** Leads still waiting after this replay. */
  remaining: number;
  /** When the earliest waiting lead is due again (ms epoch), if any. */
  nextDueAt?: number;
}

/**
 * Sends every lead that is due, oldest first, one replay at a time across pages and the worker.
 * `force` (a connectivity signal: online, sync, the visitor's "send now") ignores our own backoff
 * but never the server's Retry-After. A network failure ends the replay: the rest would fail too.
 */
async function runReplay(force: boolean, deps: OutboxDeps, onLocked: () => void): Promise<ReplaySummary> {
  const d = defaults(deps);
  const summary: ReplaySummary = await withOutboxLock(
    async (keepAlive) => {
      onLocked();
      const delivered: string[] = [];
      const rejected: string[] = [];
      for (const entry of await listEntries()) {
        if (globalThis.navigator?.onLine === false) break; // known offline: no request can succeed
        const now = d.now();
        if (entry.notBefore > now || (!force && entry.nextAttemptAt > now)) continue;
        const { outcome } = await attempt(entry.id, 'keep', d, keepAlive);
        if (outcome === 'delivered') delivered.push(entry.id);
        if (outcome === 'rejected') rejected.push(entry.id);
        if (outcome === 'network') break;
      }
      const left = await listEntries();
      const due = left.map((e) => Math.max(e.nextAttemptAt, e.notBefore));
      return { delivered, rejected, remaining: left.length, ...(due.length && { nextDueAt: Math.min(...due) }) };
    },
    { useLocks: deps.useLocks ?? true },
  );
  if (summary.delivered.length) publishOutbox({ type: 'delivered', ids: summary.delivered });
  if (summary.rejected.length) publishOutbox({ type: 'rejected', ids: summary.rejected });
  publishOutbox({ type: 'changed' });
  return summary;
}

// Triggers often arrive in bursts (online + sync + visibility). Calls that come while one is
// still waiting for the lock join it instead of queueing yet another pass.
let waiting: { force: boolean; promise: Promise<ReplaySummary> } | null = null;

export function replayOutbox(options: { force?: boolean } & OutboxDeps = {}): Promise<ReplaySummary> {
  const force = options.force ?? false;
  if (waiting && (waiting.force || !force)) return waiting.promise;
  const entry: { force: boolean; promise: Promise<ReplaySummary> } = {
    force,
    promise: Promise.resolve({ delivered: [], rejected: [], remaining: 0 }),
  };
  const leave = () => {
    if (waiting === entry) waiting = null;
  };
  entry.promise = runReplay(force, options, leave).finally(leave);
  waiting = entry;
  return entry.promise;
}
