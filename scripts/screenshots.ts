/**
 * `npm run screenshots [-- /path ...]`: full-page screenshots of the built site at 375, 768
 * and 1440 px, written to reports/screenshots/, for looking at what we built.
 */
import { chromium } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/index';
import { chromiumLaunchOptions } from '../tests/chromium';

const widths = [375, 768, 1440];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/contact', '/no-such-page'];
const outDir = path.join(process.cwd(), 'reports/screenshots');

const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-shots-'));
const staticDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' }));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(path.join(outDir, 'slices'), { recursive: true });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const p of paths) {
      await page.goto(server.url + p);
      // Hydration waits for a visitor (src/main.tsx): move the mouse like one.
      await page.mouse.move(3, 3);
      await page.mouse.move(1, 1);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // Scroll through so every reveal has fired, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForTimeout(1200);
      const name = `${p === '/' ? 'home' : p.slice(1).replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`reports/screenshots/${name}`);
      // Tall pages also in slices, readable at their real size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = width < 768 ? 1300 : 1800;
      for (let y = 0, n = 1; y < height; y += slice, n++) {
        const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
        await page.screenshot({ path: path.join(outDir, 'slices', name.replace('.png', `-${n}.png`)), fullPage: true, clip });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
