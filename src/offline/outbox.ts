import type { LeadPayload } from '@/shared/lead/lead';
import type { OutboxFile } from './db';
import { publishOutbox, type OutboxEvent } from './events';
import { withOutboxLock, type KeepAlive } from './lock';
import { classify, backoffMs } from './rules';
import { deleteEntry, getEntry, getRejected, deleteRejected, listEntries, putEntry, rejectEntry, updateEntry } from './store';
import { postLead, type SendResult } from './transport';
import { canDeclareFiles, declareFiles, progressOf, uploadFiles } from './uploads';
import type { OutboxEntry, UploadState } from './db';

/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = 'lead-outbox';

export interface OutboxDeps {
  /** Sends a lead in one request (JSON, or multipart with its files). */
  send?: (payload: LeadPayload, files: readonly OutboxFile[]) => Promise<SendResult>;
  /**
   * A lead with stored files goes as its text first, then its files in parts
   * (docs/decisions/028-resumable-uploads.md): by default whenever the browser can hash files
   * and no `send` is given; `fetchImpl` lets tests play the server.
   */
  resumable?: { fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> } | false;
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
  deps: ReturnType<typeof defaults>,
  keepAlive: KeepAlive,
  unstoredFiles: readonly OutboxFile[] = [],
) {
  const entry = await getEntry(id);
  if (!entry) return { outcome: 'gone' as Outcome };
  await keepAlive();
  await updateEntry(id, (e) => ({ ...e, attempts: e.attempts + 1 }));
  const before = entry.upload && entry.files ? progressOf(entry.upload, entry.files).bytesDone : 0;
  const result =
    deps.resumable && entry.files?.length
      ? await sendResumable(entry, entry.files, deps, keepAlive)
      : await deps.send(entry.payload, entry.files?.length ? entry.files : unstoredFiles);
  const verdict = classify(result);
  // An upload that moved forward is tried again soon, whatever its count of attempts: the link works, slowly.
  const progressed = !result.ok && result.uploading !== undefined && result.uploading.bytesDone > before;
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
      ...(progressed && { attempts: 0 }),
      nextAttemptAt: now + (progressed ? PROGRESS_RETRY_MS : backoffMs(e.attempts)),
      notBefore: verdict.retryAfterMs ? now + verdict.retryAfterMs : 0,
      lastError: verdict.reason,
    }));
    outcome = verdict.reason === 'network' ? 'network' : 'retry';
  }
  return { outcome, result };
}

/** After an attempt whose upload moved forward before the link gave out. */
const PROGRESS_RETRY_MS = 2_000;

/**
 * The lead's text first (JSON with its files declared), then each file in parts from where the
 * server has it. Every acknowledged part is written to the entry, so a page or worker that dies
 * mid-upload leaves the next one the exact place to resume. Delivered once every file is in
 * (or refused: the office hears why); otherwise the failure carries the progress, and the lead
 * stays queued.
 */
async function sendResumable(
  entry: OutboxEntry,
  files: readonly OutboxFile[],
  deps: ReturnType<typeof defaults>,
  keepAlive: KeepAlive,
): Promise<SendResult> {
  const declared = entry.declared ?? (await declareFiles(files));
  if (!entry.declared) await updateEntry(entry.id, (e) => ({ ...e, declared }));
  let upload: UploadState | undefined = entry.upload;
  // A resumed upload has no answer of its own: the lead's id is the one kept from its first.
  let answer: SendResult = { ok: true, leadId: upload?.leadId ?? '', message: '' };
  if (!upload) {
    answer = await deps.post({ ...entry.payload, files: declared });
    if (!answer.ok) return answer;
    // A server that did not take the declaration (an older one behind a cache) has the lead: done.
    if (!answer.uploadToken || !answer.uploads) return answer;
    const byPosition = new Map(answer.uploads.map((u) => [u.position, u]));
    upload = {
      token: answer.uploadToken,
      ...(answer.leadId && { leadId: answer.leadId }),
      offsets: files.map((_f, i) => byPosition.get(i + 1)?.offset ?? 0),
      states: files.map((_f, i) => byPosition.get(i + 1)?.state ?? 'receiving'),
    };
    const accepted = upload;
    await updateEntry(entry.id, (e) => ({ ...e, upload: accepted }));
  }
  publishOutbox({ type: 'progress', id: entry.id, progress: progressOf(upload, files) });
  const resumable = deps.resumable || {};
  const final = await uploadFiles(entry.id, files, upload, {
    ...(resumable.fetchImpl && { fetchImpl: resumable.fetchImpl }),
    ...(resumable.sleep && { sleep: resumable.sleep }),
    keepAlive,
    now: deps.now,
    onProgress: async (state, progress) => {
      await updateEntry(entry.id, (e) => ({ ...e, upload: state }));
      publishOutbox({ type: 'progress', id: entry.id, progress });
    },
  });
  const progress = progressOf(final, files);
  if (progress.filesDone === progress.files)
    return { ok: true, leadId: answer.ok ? answer.leadId : '', message: answer.ok ? answer.message : '' };
  return { ok: false, network: true, uploading: progress };
}

const defaults = (deps: OutboxDeps) => ({
  send: deps.send ?? ((p: LeadPayload, files: readonly OutboxFile[]) => postLead(p, { files })),
  post: (p: LeadPayload) => postLead(p, { ...(deps.resumable && deps.resumable.fetchImpl && { fetchImpl: deps.resumable.fetchImpl }) }),
  resumable: deps.resumable ?? (deps.send === undefined && canDeclareFiles() ? {} : false),
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
  if (done.outcome === 'delivered') publishOutbox(deliveredEvent([id], done.result));
  if (done.result) return done.result;
  if (done.refused) return { ok: false, network: false, status: done.refused.status, message: done.refused.message };
  // The server's id came with the replay's own "delivered" event; the client id is not a reference.
  return { ok: true, leadId: '', message: '' };
}

/** "Delivered", with the server's id of the lead when its answer carried one (the form shows its reference). */
const deliveredEvent = (ids: string[], result: SendResult | undefined): OutboxEvent =>
  result?.ok && result.leadId
    ? { type: 'delivered', ids, leadIds: Object.fromEntries(ids.map((id) => [id, result.leadId])) }
    : { type: 'delivered', ids };

export interface ReplaySummary {
  delivered: string[];
  /** The server's id of each delivered lead, by client id, where it answered one. */
  leadIds?: Record<string, string>;
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
      const leadIds: Record<string, string> = {};
      const rejected: string[] = [];
      for (const entry of await listEntries()) {
        if (globalThis.navigator?.onLine === false) break; // known offline: no request can succeed
        const now = d.now();
        if (entry.notBefore > now || (!force && entry.nextAttemptAt > now)) continue;
        const { outcome, result } = await attempt(entry.id, 'keep', d, keepAlive);
        if (outcome === 'delivered') delivered.push(entry.id);
        if (outcome === 'delivered' && result?.ok && result.leadId) leadIds[entry.id] = result.leadId;
        if (outcome === 'rejected') rejected.push(entry.id);
        if (outcome === 'network') break;
      }
      const left = await listEntries();
      const due = left.map((e) => Math.max(e.nextAttemptAt, e.notBefore));
      return { delivered, leadIds, rejected, remaining: left.length, ...(due.length && { nextDueAt: Math.min(...due) }) };
    },
    { useLocks: deps.useLocks ?? true },
  );
  if (summary.delivered.length) publishOutbox({ type: 'delivered', ids: summary.delivered, leadIds: summary.leadIds });
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
