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

/** After a replay, come back when the earliest waiting lead is due (bounded, in case clocks jump). */
function scheduleNext(summary: ReplaySummary) {
  clearTimeout(timer);
  if (summary.nextDueAt === undefined) return;
  const wait = Math.min(Math.max(summary.nextDueAt - Date.now(), 1_000), 15 * 60_000);
  timer = setTimeout(() => replay(false), wait);
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

/** The visitor's "Send now": a replay in the worker if one controls the page, else here. */
export function replayNow(): void {
  const worker = navigator.serviceWorker?.controller;
  if (worker) worker.postMessage({ type: 'OUTBOX_REPLAY' });
  else replay(true);
}
