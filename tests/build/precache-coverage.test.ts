/**
 * Offline, any page opens from the shell and the precached files (docs/decisions/004-offline-outbox.md):
 * the browser tests open a sample of pages offline (tests/e2e/offline.spec.ts); this check covers
 * the rest, by holding the service worker's precache list in the build against the build's files:
 * the shell and every script, stylesheet, font and image are in it, each listed file exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const sw = readFileSync(join(clientDir, 'sw.js'), 'utf8');
const listed = new Set([...sw.matchAll(/"url":"(\/[^"]+)"/g)].map((m) => m[1]!));
const assets = readdirSync(join(clientDir, 'assets')).filter((f) => /\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/.test(f));

describe('the precache list in sw.js', () => {
  it('holds the shell, the manifest and every script, stylesheet, font and image of the build', () => {
    expect(assets.length).toBeGreaterThan(50);
    expect(assets.filter((f) => !listed.has(`/assets/${f}`))).toEqual([]);
    for (const url of ['/shell.html', '/manifest.webmanifest', '/favicon.svg']) expect(listed, url).toContain(url);
  });

  it('lists only files the build has, and no page but the shell', () => {
    expect([...listed].filter((url) => !existsSync(join(clientDir, url)))).toEqual([]);
    expect([...listed].filter((url) => url.endsWith('.html'))).toEqual(['/shell.html']);
  });
});
