/**
 * Which build files the service worker precaches, as workbox-build options (unit tested with
 * workbox-build's own globbing in precache-list.test.ts; scripts/precache.ts injects them).
 *
 * Precached: the shell, every script, style, font and image of the build, the icons and the
 * manifest. Not precached: the prerendered pages (hundreds of pages x ~30 KB each would be
 * megabytes on one bar of signal); the shell renders any route offline from the bundled
 * content, and pages the visitor opened are kept by the worker's page cache. Nor sw.js itself,
 * .vite/, og-image.png, the store screenshots, source maps or the .br/.gz twins.
 */
import type { GetManifestOptions, ManifestTransform } from 'workbox-build';

/** The placeholder the client build leaves in sw.js (vite.config.ts: injectionPoint undefined). */
export const INJECTION_POINT = 'self.__WB_MANIFEST';
/** A first visit on a rural connection should not fetch more than this in the background. */
export const PRECACHE_BUDGET_BYTES = 6 * 1024 * 1024;
const SHELL_URL = '/shell.html';

/** Fails the build when the list breaks the budget or lacks the shell; sorts it for stable output. */
export const checkPrecache: ManifestTransform = (entries) => {
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > PRECACHE_BUDGET_BYTES) {
    throw new Error(`Precache is ${(total / 1024).toFixed(0)} KB, over the ${PRECACHE_BUDGET_BYTES / 1024} KB budget`);
  }
  if (!entries.some((e) => e.url === SHELL_URL)) throw new Error('shell.html is missing: run the prerender step first');
  return { manifest: [...entries].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)) };
};

export function precacheOptions(clientDir: string) {
  return {
    globDirectory: clientDir,
    globPatterns: [
      '{shell.html,favicon.svg,apple-touch-icon.png,manifest.webmanifest}',
      'icons/*.png',
      'assets/**/*.{js,css,woff,woff2,svg,png,jpg,jpeg,webp,avif}',
    ],
    // compress.ts runs after this step, but a rerun on a finished build must not pick the twins up.
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    // Served from the site root: 'assets/x.js' is fetched as '/assets/x.js'.
    modifyURLPrefix: { '': '/' },
    // Vite's asset names end in -<8+ url-safe hash chars>: the name is the revision.
    dontCacheBustURLsMatching: /^\/assets\/.+-[\w-]{8,}\.\w+$/,
    // One file alone may not exceed the whole budget (workbox would drop it with a warning).
    maximumFileSizeToCacheInBytes: PRECACHE_BUDGET_BYTES,
    manifestTransforms: [checkPrecache],
  } satisfies GetManifestOptions;
}
