import { randomUUID } from 'node:crypto';
import { cameraPhoto, outboxCount } from './attachment-helpers';
import { attachmentCopy, leadMessages, leadText, offlineText } from './copy';
import { expect, expectDeliveredOnce, test, waitForHydration } from './fixtures';
import { fillQuote, quoteForm } from './pwa-helpers';
import { startThrottleProxy } from './support/throttle-proxy';

/**
 * Field staff on a roof (issue 29, docs/decisions/028-resumable-uploads.md): a phone whose uplink
 * carries 16 KB/s with 150 ms of latency, and whose connection drops mid-transfer every 80 KB.
 * The page is served through that link (tests/e2e/support/throttle-proxy.ts), so every request
 * the page makes crosses it. The photos are smaller than a real phone's (a few tens of KB
 * each, so the test stays well under a minute); the rate, the latency and the cuts are not.
 */
const UPLINK = 16 * 1024;
const CUT_EVERY = 80 * 1024;
const PHOTOS = 5;

test('a quote with 5 photos goes through a weak, cut uplink exactly once, with no tap after the first', async ({ browser, site }) => {
  test.setTimeout(120_000);
  const proxy = await startThrottleProxy({ target: Number(new URL(site.server.url).port), upBytesPerSecond: UPLINK, latencyMs: 150 });
  // The page's own sending is what is measured here: no service worker to share the uplink
  // (its replays run the same outbox code, src/offline/outbox.ts; offline.spec.ts covers them).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${proxy.url}/contact`);
    await waitForHydration(page);
    const form = quoteForm(page);
    const email = `roof-${randomUUID()}@example.com`;
    await fillQuote(form, email, 'Five photos of the panel and the roof, from the roof');
    const photo = await cameraPhoto(page, { width: 480, height: 360 });
    await form
      .getByLabel(attachmentCopy.photos.choose)
      .setInputFiles(Array.from({ length: PHOTOS }, (_, i) => ({ name: `IMG_20${i}.JPG`, mimeType: 'image/jpeg', buffer: photo })));
    await expect(form.getByRole('listitem')).toHaveCount(PHOTOS);
    await expect(form.getByRole('button', { name: attachmentCopy.remove('IMG_204.jpg') })).toBeVisible();

    // Everything the visitor is shown from the tap on: the form's outcome and the app's notices.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const record = () => {
        const texts = [
          ...[...document.querySelectorAll('form [role="status"] p, form [role="alert"] p')].map(
            (p) => `${p.closest('[role="alert"]') ? 'alert' : 'status'}: ${p.textContent ?? ''}`,
          ),
          ...[...document.querySelectorAll('[data-testid^="outbox-"]')].map((n) => `notice: ${n.textContent ?? ''}`),
        ];
        const line = texts.join(' | ');
        if (line && seen.at(-1) !== line) seen.push(line);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    proxy.armCuts(CUT_EVERY);
    const started = Date.now();
    await form.getByRole('button', { name: leadText.submit }).click();

    // Saved, then sending photos with a count, then sent: no tap, no error, one notice.
    await expect(form.getByRole('status')).toContainText(offlineText.sendingPhotos(0, PHOTOS).replace(/\(.*/, ''), { timeout: 20_000 });
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess, { timeout: 90_000 });
    const seconds = (Date.now() - started) / 1000;
    const mail = await expectDeliveredOnce(site, email, 20_000);
    expect(mail.attachments).toHaveLength(PHOTOS);
    expect(mail.attachments.map((a) => a.filename)).toEqual(Array.from({ length: PHOTOS }, (_, i) => `attachment-${i + 1}.jpg`));
    expect(mail.text).not.toContain('Files still coming');
    // Nothing is left on the phone to send again: one lead, delivered whole, and an empty outbox.
    await expect.poll(() => outboxCount(page)).toBe(0);

    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const { cuts, upBytes } = proxy.stats();
    console.log(
      `weak signal: ${PHOTOS} photos of ${(photo.length / 1024).toFixed(0)} KB chosen, delivered in ${seconds.toFixed(1)} s; ` +
        `${(upBytes / 1024).toFixed(0)} KB carried up, ${cuts} cuts\n  ${seen.join('\n  ')}`,
    );
    expect(cuts).toBeGreaterThan(0);
    expect(seen.filter((line) => line.includes('alert:'))).toEqual([]);
    expect(seen.filter((line) => line.includes('notice:'))).toEqual([]);
    const counts = seen.flatMap((line) => [...line.matchAll(/sending photos \((\d) of 5\)/g)].map((m) => Number(m[1])));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => a - b)); // it only moves forward
    expect(seen.at(-1)).toBe(`status: ${leadMessages.quoteSuccess}`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await proxy.close();
  }
});
