import { SYNC_TAG, replayOutbox, type ReplaySummary } from './outbox';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to replay when connectivity returns (Chromium's Background Sync). */
export function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready.then((reg) => (reg as SyncRegistration).sync?.register(SYNC_TAG)).catch(() => undefined); // no permission or no support: the page and worker triggers still run
}

/** Leads are worth keeping through storage pressure: ask once, when one is first stored. */
export function requestPersistentStorage(): void {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist) return;
  void storage
    .persisted()
    .then((already) => already || storage.persist())
    .catch(() => undefined);
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * While a page is open and a lead waits, it is tried at least this often, ignoring our own
 * backoff (never the server's Retry-After): a weak link that gets better sends no `online`
 * event, and a phone on a roof is not going to tap anything (docs/decisions/028-resumable-uploads.md).
 */
const OPEN_PAGE_RETRY_MS = 30_000;

/** After a replay, come back when the earliest waiting lead is due, or sooner while the page is open. */
function scheduleNext(summary: ReplaySummary) {
  clearTimeout(timer);
  if (summary.nextDueAt === undefined) return;
  const due = Math.max(summary.nextDueAt - Date.now(), 1_000);
  const wait = Math.min(due, OPEN_PAGE_RETRY_MS);
  timer = setTimeout(() => replay(wait < due), wait);
}

function replay(force: boolean) {
  if (navigator.onLine === false) return;
  replayOutbox({ force }).then(scheduleNext, () => undefined);
}

/**
 * The page's replay triggers, for browsers without Background Sync (Safari, Firefox) and as a
 * second chance everywhere: page load, back online, tab visible again, and a timer for backoff.
 * `online` is a connectivity signal, so it ignores our backoff; the others respect it.
 */
export function startOutboxTriggers(): void {
  replay(false);
  window.addEventListener('online', () => replay(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') replay(false);
  });
}

/** After the form's own send left its lead waiting: the page's retries take it from here. */
export function replaySoon(): void {
  clearTimeout(timer);
  timer = setTimeout(() => replay(false), 2_000);
}

/** The visitor's "Send now": a replay in the worker if one controls the page, else here. */
export function replayNow(): void {
  const worker = navigator.serviceWorker?.controller;
  if (worker) worker.postMessage({ type: 'OUTBOX_REPLAY' });
  else replay(true);
}
