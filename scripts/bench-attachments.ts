/**
 * `npm run bench:attachments`: what photos cost a visitor, in a real Chromium on the built site.
 * For a 12 MP camera photo (4000 x 3000 with EXIF, tests/e2e/attachment-helpers.ts): bytes chosen
 * and bytes sent, time to prepare it; then a quote with 5 such photos queued offline:
 * time from the click to "Saved on this device", the bytes it takes in IndexedDB, and how many
 * such leads fit in what the browser grants this origin.
 *   npm run bench:attachments -- --runs 3
 */
import { chromium, type Locator } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { startServer } from '../server/index';
import { chromiumLaunchOptions } from '../tests/chromium';
import { cameraPhoto, outboxFiles } from '../tests/e2e/attachment-helpers';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
const dataDir = await mkdtemp(path.join(tmpdir(), 'sunfield-bench-files-'));
const staticDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const server = await startServer(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn', MAIL_MODE: 'files' }),
);
const browser = await chromium.launch(chromiumLaunchOptions);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const rows: { chosen: number; sent: number; prepareMs: number; queueMs: number; leadBytes: number; quota: number; free: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/contact');
    await page.mouse.move(3, 3);
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    const chooser = form.getByLabel('Add photos or PDFs');
    const photos = await Promise.all(Array.from({ length: 5 }, () => cameraPhoto(page)));
    const ready = (n: number, list: Locator = form.getByRole('listitem')) =>
      list
        .filter({ hasText: / KB$/ })
        .nth(n - 1)
        .waitFor();

    let started = Date.now();
    await chooser.setInputFiles({ name: 'photo-1.jpg', mimeType: 'image/jpeg', buffer: photos[0]! });
    await ready(1);
    const prepareMs = Date.now() - started;
    for (let i = 1; i < 5; i++) {
      await chooser.setInputFiles({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photos[i]! });
      await ready(i + 1);
    }

    await context.setOffline(true);
    await form.getByLabel('First Name').fill('Bench');
    await form.getByLabel('Last Name').fill('Mark');
    await form.getByLabel('Email').fill('bench@example.com');
    await form.getByLabel('Phone').pressSequentially('6615550123');
    await form.getByLabel('Service').selectOption('battery');
    const estimate = () => page.evaluate(() => navigator.storage.estimate().then((e) => ({ usage: e.usage ?? 0, quota: e.quota ?? 0 })));
    const before = await estimate();
    started = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved on this device' }).waitFor();
    const queueMs = Date.now() - started;
    const after = await estimate();
    const stored = await outboxFiles(page);
    rows.push({
      chosen: photos[0]!.length,
      sent: stored[0]!.bytes.length,
      prepareMs,
      queueMs,
      leadBytes: Math.max(
        after.usage - before.usage,
        stored.reduce((sum, f) => sum + f.bytes.length, 0),
      ),
      quota: after.quota,
      free: after.quota - after.usage,
    });
    await context.close();
  }
  for (const [i, r] of rows.entries()) {
    console.log(
      `run ${i + 1}: 12 MP photo ${mb(r.chosen)} -> ${kb(r.sent)} in ${r.prepareMs} ms; lead with 5 photos queued offline in ${r.queueMs} ms, ${kb(r.leadBytes)} stored; quota ${mb(r.quota)}`,
    );
  }
  const leadBytes = median(rows.map((r) => r.leadBytes));
  const free = median(rows.map((r) => r.free));
  console.log(
    `median: photo ${mb(median(rows.map((r) => r.chosen)))} -> ${kb(median(rows.map((r) => r.sent)))}, prepared in ${median(rows.map((r) => r.prepareMs))} ms, ` +
      `5-photo lead queued in ${median(rows.map((r) => r.queueMs))} ms, ${kb(leadBytes)} each: ${Math.floor(free / leadBytes)} such leads fit in the ${mb(free)} this browser grants`,
  );
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
