/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/004-offline-outbox.md). Precaches the shell, every script, style, font
 * and image of the build (the list is injected after prerendering by scripts/precache.ts);
 * navigations go to the network first, and after 2.5 s or on failure fall back to the cached copy
 * of that page or to the shell, which renders any route from the bundled content. It also
 * replays the lead outbox on Background Sync, on start and when a page asks.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { replayOutbox, SYNC_TAG } from './offline/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const SHELL_URL = '/shell.html';
// Pages reference the hashed assets of the build that served them, so each version starts a
// fresh page cache; the activate handler removes the others.
const PAGES_CACHE = 'pages';

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // "About 3 s" (docs/decisions/004-offline-outbox.md): 2.5 s of waiting leaves room to render within 4 s on a slow phone.
  networkTimeoutSeconds: 2.5,
  matchOptions: { ignoreSearch: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    {
      // Only a real page is worth keeping: not a 404, not a redirect hop.
      cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 && !response.redirected ? response : null),
      // Nothing cached for this URL (never visited): the shell renders it, the not-found view included.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse ?? (await matchPrecache(SHELL_URL)) ?? null,
    },
  ],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  pages,
);

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([caches.delete(PAGES_CACHE), self.clients.claim()]));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // The page sends this only when the visitor presses Reload on the update prompt.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'OUTBOX_REPLAY') event.waitUntil(replayOutbox({ force: true }).catch(() => undefined));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  // Rejecting asks the browser to fire the sync again later with its own backoff.
  sync.waitUntil(
    replayOutbox({ force: true }).then((summary) => {
      if (summary.remaining > 0 && !sync.lastChance) throw new Error(`${summary.remaining} lead(s) still waiting`);
    }),
  );
});

// The worker starts for navigations and fetches: a chance for browsers without Background Sync.
void replayOutbox().catch(() => undefined);
