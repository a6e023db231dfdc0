import { Workbox } from 'workbox-window';
import { startOutboxTriggers } from '@/offline/page';
import { setPwaState, type BeforeInstallPromptEvent } from './pwa-state';

const HOUR = 60 * 60_000;
// Tab switches are frequent; one update check per few minutes is plenty.
const MIN_CHECK_GAP = 5 * 60_000;

let workbox: Workbox | undefined;

/**
 * Registers /sw.js with workbox-window ("prompt" behaviour of vite-plugin-pwa): a new version
 * waits until the visitor presses Reload, so a half-filled form is never wiped. Checks for
 * updates every hour and when the tab becomes visible. Also starts the outbox replays and
 * tracks connectivity and the install offer for the UI.
 */
export function startPwa(): void {
  setPwaState({ online: navigator.onLine });
  window.addEventListener('online', () => setPwaState({ online: true }));
  window.addEventListener('offline', () => setPwaState({ online: false }));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own button instead of the browser's mini-infobar
    setPwaState({ installOffer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installOffer: null }));
  startOutboxTriggers();

  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  // Fires for a worker installed now and for one already waiting from an earlier visit.
  wb.addEventListener('waiting', () => setPwaState({ updateReady: true }));
  void wb.register().catch(() => undefined);

  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_GAP) return;
    lastCheck = Date.now();
    void wb.update().catch(() => undefined);
  };
  setInterval(check, HOUR);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** The visitor agreed: activate the waiting worker, then reload once it controls this page. */
export async function applyUpdate(): Promise<void> {
  const reg = await navigator.serviceWorker?.getRegistration();
  // Another tab may already have activated it: then only this page is left to reload.
  if (!workbox || !reg?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
