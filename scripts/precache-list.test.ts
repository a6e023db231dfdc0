import { describe, expect, it } from 'vitest';
import { isPrecached, precacheEntries } from './precache-list';

describe('precache list', () => {
  it('takes the shell, every asset, the icons and the manifest, and no prerendered page', () => {
    for (const file of [
      'shell.html',
      'assets/index-EB9hd_Dt.js',
      'assets/style-w6zFb_18.css',
      'assets/figtree-latin-wght-normal-D_ZTVpCC.woff2',
      'assets/crew-CiDtXk7I.svg',
      'icons/maskable-512.png',
      'apple-touch-icon.png',
      'favicon.svg',
      'manifest.webmanifest',
    ]) {
      expect(isPrecached(file), file).toBe(true);
    }
    for (const file of [
      'index.html',
      'contact/index.html',
      '404.html',
      'sw.js',
      '.vite/manifest.json',
      'og-image.png',
      'screenshots/home-wide.jpg',
      'assets/index-EB9hd_Dt.js.map',
    ]) {
      expect(isPrecached(file), file).toBe(false);
    }
  });

  it('revisions unhashed files by content and leaves hashed ones to their name', async () => {
    const entries = await precacheEntries(['shell.html', 'assets/index-EB9hd_Dt.js', 'index.html'], async (file) => ({
      bytes: file.length,
      md5: `md5-of-${file}`,
    }));
    expect(entries).toEqual([
      { url: '/assets/index-EB9hd_Dt.js', revision: null, bytes: 24 },
      { url: '/shell.html', revision: 'md5-of-shell.html', bytes: 10 },
    ]);
  });
});
