/**
 * `tsx scripts/pwa-screenshots.ts`: renders the two manifest screenshots (the install dialog's
 * preview) from the built site into public/screenshots/. Run by hand after a visible change to
 * the home page, and commit the JPEGs: they are real captures of the site, which a build-time
 * drawing could not be, and are never precached.
 */
import { chromium } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/index';
import { chromiumLaunchOptions } from '../tests/chromium';

const shots = [
  { file: 'home-wide.jpg', width: 1280, height: 800 },
  { file: 'home-narrow.jpg', width: 412, height: 915 },
];
const outDir = path.join(process.cwd(), 'public/screenshots');
const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-pwa-shots-'));
const staticDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' }));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(outDir, { recursive: true });
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, serviceWorkers: 'block' });
    await page.goto(server.url + '/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500); // the hero's fade-in
    await page.screenshot({ path: path.join(outDir, shot.file), type: 'jpeg', quality: 78 });
    console.log(`public/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
