import { createHash } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, removeTempDir } from '../../server/test-support/temp-dir';
import { startTestServer } from '../../server/test-support/test-server';
import { expect, open, test, waitForHydration } from './fixtures';
import { openControlled, quoteForm } from './pwa-helpers';
import { installText, offlineText, quoteFormCopy } from './copy';

/** Width and height of a PNG (IHDR) or JPEG (first SOF marker). */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString() === 'PNG')
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i < bytes.length;) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { type: 'image/jpeg', width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('not a PNG or JPEG');
}

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

interface WebManifest {
  description: string;
  categories: string[];
  shortcuts: { url: string }[];
  icons: ManifestImage[];
  screenshots: ManifestImage[];
}

test.describe('installable app', () => {
  test('manifest, icons and worker meet the install criteria', async ({ page, context, consoleProblems }) => {
    await openControlled(page, '/');
    const href = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as WebManifest;
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Sunfield Electric & Solar',
      short_name: 'Sunfield',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#FFFFFF',
      background_color: '#F8FAFC',
    });
    expect(manifest.description.length).toBeGreaterThan(40);
    expect(manifest.categories).toContain('business');
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/contact#quote', '/contact', '/resources/solar-estimate']);

    const images = [...manifest.icons, ...manifest.screenshots];
    for (const image of images) {
      const file = await page.request.get(image.src);
      expect(file.status(), image.src).toBe(200);
      const { type, width, height } = imageSize(await file.body());
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
      expect(type, image.src).toBe(image.type);
    }
    const icons = manifest.icons;
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable'])
        expect(
          icons.some((i) => i.sizes === size && i.purpose === purpose),
          `${size} ${purpose}`,
        ).toBe(true);
    }
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
    expect(imageSize(await (await page.request.get(apple)).body())).toMatchObject({ width: 180, height: 180 });

    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(consoleProblems).toEqual([]);
  });

  test("Chromium's own installability check passes", async ({ playwright, launchOptions, baseURL }) => {
    // Playwright's normal contexts are incognito, which Chromium never offers to install from:
    // a real profile gives the verdict its install UI uses.
    const profile = await createTempDir('sunfield-profile-');
    const browser = await playwright.chromium.launchPersistentContext(profile, launchOptions);
    try {
      const page = await browser.newPage();
      await openControlled(page, `${baseURL}/`);
      const cdp = await browser.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      await removeTempDir(profile);
    }
  });

  test('the worker, the manifest and pages are revalidated; hashed assets are cached for good', async ({ page }) => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/', '/contact', '/shell.html']) {
      expect((await page.request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
    await open(page, '/');
    const script = (await page.locator('script[type="module"]').first().getAttribute('src'))!;
    expect((await page.request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('offers installing on a second page when the browser allows it', async ({ page, consoleProblems }) => {
    await open(page, '/about'); // the first page: no offer yet (docs/decisions/031-phone-reach.md)
    await open(page, '/');
    await expect(page.getByTestId('install-offer')).toHaveCount(0);
    const prevented = await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void document.documentElement.setAttribute('data-install-prompted', 'yes'),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
    expect(prevented).toBe(true); // our button replaces the browser's mini-infobar
    const offer = page.getByTestId('install-offer');
    await offer.getByRole('button', { name: installText.install }).click();
    await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
    await expect(offer).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('a rebuilt worker waits for Reload, and the typed form text survives it', async ({ page, consoleProblems }) => {
    // A copy of the build that can be "redeployed" while the page is open.
    const dir = await createTempDir('sunfield-update-');
    const client = join(dir, 'client');
    // Without the Brotli and gzip twins: a third of the files to copy (the copy took most of the
    // test's time on a busy machine), and the server sends the originals, the changed ones included.
    await cp(join(process.cwd(), process.env.DIST_DIR ?? 'dist', 'client'), client, {
      recursive: true,
      filter: (source) => !/\.(?:br|gz)$/.test(source),
    });
    const server = await startTestServer({ dataDir: join(dir, 'data'), staticDir: client });
    try {
      await openControlled(page, `${server.url}/contact`);
      const form = quoteForm(page);
      await form.getByLabel(quoteFormCopy.labels.firstName).fill('Rosa');
      await form.getByLabel(quoteFormCopy.labels.message).fill('Typed before the new version arrived');

      // Build 2: a changed shell, so the new worker's precache list (and bytes) differ.
      const shell = `${await readFile(join(client, 'shell.html'), 'utf8')}<!-- build 2 -->`;
      const sw = await readFile(join(client, 'sw.js'), 'utf8');
      // The precache list is JSON objects with url and revision in either key order.
      const oldRevision = /\{[^{}]*"url":"\/shell\.html"[^{}]*\}/.exec(sw)![0].match(/"revision":"(\w+)"/)![1]!;
      await writeFile(join(client, 'shell.html'), shell);
      await writeFile(join(client, 'sw.js'), sw.replace(oldRevision, createHash('md5').update(shell).digest('hex')));
      // Nothing may take over the page on its own: any change of controller before the Reload
      // click is recorded, and fails the test below.
      await page.evaluate(() =>
        navigator.serviceWorker.addEventListener('controllerchange', () => document.documentElement.setAttribute('data-sw-changed', '')),
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText(offlineText.updateReady);
      const before = await page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: reg.waiting?.state, controller: navigator.serviceWorker.controller === reg.active };
      });
      expect(before).toEqual({ waiting: 'installed', controller: true });
      await expect(form.getByLabel(quoteFormCopy.labels.firstName)).toHaveValue('Rosa');
      await expect(form.getByLabel(quoteFormCopy.labels.message)).toHaveValue('Typed before the new version arrived');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sw-changed'))).toBe(false);

      await Promise.all([page.waitForEvent('framenavigated'), prompt.getByRole('button', { name: offlineText.reload }).click()]);
      await waitForHydration(page);
      const after = await page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: reg.waiting, controls: navigator.serviceWorker.controller?.state };
      });
      expect(after).toEqual({ waiting: null, controls: 'activated' });
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      // The form's session draft (docs/decisions/018-spanish.md) brings the text back.
      await expect(quoteForm(page).getByLabel(quoteFormCopy.labels.message)).toHaveValue('Typed before the new version arrived');
      expect(consoleProblems).toEqual([]);
    } finally {
      await server.close();
      await removeTempDir(dir);
    }
  });
});
