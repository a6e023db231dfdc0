import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { checkPrecache, PRECACHE_BUDGET_BYTES, precacheOptions } from './precache-list';

const precached = [
  'shell.html',
  'favicon.svg',
  'apple-touch-icon.png',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/maskable-512.png',
  'assets/index-EB9hd_Dt.js',
  'assets/style-w6zFb_18.css',
  'assets/figtree-latin-wght-normal-D_ZTVpCC.woff2',
  'assets/crew-CiDtXk7I.svg',
  'assets/roof-Bq3xYz12.png',
  'assets/panel-Cq3xYz12.jpg',
  'assets/van-Dq3xYz12.webp',
  'assets/map-Eq3xYz12.avif',
];
const leftOut = [
  'index.html',
  'contact/index.html',
  '404.html',
  'content-not-available.html',
  'sw.js',
  '.vite/manifest.json',
  'og-image.png',
  'screenshots/home-wide.jpg',
  'sitemap.xml',
  'robots.txt',
  'assets/index-EB9hd_Dt.js.map',
  'assets/index-EB9hd_Dt.js.br',
  'assets/index-EB9hd_Dt.js.gz',
  'shell.html.br',
  'manifest.webmanifest.gz',
];

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A client folder holding the given files, as the build leaves it before compress.ts. */
async function clientDirWith(files: readonly string[]): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'precache-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `content of ${file}`);
  }
  return dir;
}

describe('precache list', () => {
  it('takes the shell, every asset, the icons and the manifest, and no prerendered page or twin', async () => {
    const { manifestEntries, warnings } = await getManifest(precacheOptions(await clientDirWith([...precached, ...leftOut])));
    expect(warnings).toEqual([]);
    expect(manifestEntries?.map((e) => e.url)).toEqual(precached.map((f) => `/${f}`).sort());
  });

  it('leaves hashed assets to their name and revisions the other files by content', async () => {
    const { manifestEntries = [] } = await getManifest(precacheOptions(await clientDirWith(precached)));
    for (const { url, revision } of manifestEntries) {
      if (url.startsWith('/assets/')) expect(revision, url).toBeNull();
      else expect(revision, url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('fails without the shell', async () => {
    await expect(getManifest(precacheOptions(await clientDirWith(precached.slice(1))))).rejects.toThrow('shell.html is missing');
  });

  it('fails over the budget', () => {
    const entries = [
      { url: '/shell.html', revision: 'a', size: 1000 },
      { url: '/assets/big-CiDtXk7I.js', revision: null, size: PRECACHE_BUDGET_BYTES },
    ];
    expect(() => checkPrecache(entries)).toThrow('over the 6144 KB budget');
  });
});
