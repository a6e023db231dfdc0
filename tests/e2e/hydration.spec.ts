import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { expect, test, waitForHydration } from './fixtures';
import { chromeText, homeHero, leadMessages, leadText, quoteFormCopy, towns } from './copy';

// On a first visit the prerendered page hydrates on the visitor's first interaction; on a return
// visit, its code in the service worker's cache, in idle time (src/main.tsx). These tests hold
// that line: no React before a visitor on a first visit, and nothing a visitor does early is lost.

test('before any interaction only the boot script runs, after the load event, and the page is complete and readable', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  const boot = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/'); // waits for the load event
  // The HTML alone painted the page: the boot script comes a second after the load event
  // (src/boot/early.ts), and the whole stylesheet only with React.
  expect(scripts).toEqual([]);
  await boot;
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toHaveLength(1);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(scripts.filter((s) => /\/assets\/app-[\w-]+\.js$/.test(s))).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText(homeHero.headline);
  // Scroll reveals work without React.
  const tile = page.locator('article[data-reveal]').first();
  await tile.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(tile).toHaveAttribute('data-revealed', '');
  await expect(tile).toHaveCSS('opacity', '1');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test.describe('a return visit, its service worker in control', () => {
  test.use({ workerInstalled: true });

  test('React wakes in idle time with no input, its code from the worker: downloaded nothing', async ({ page }) => {
    const app: { fromWorker: boolean }[] = [];
    page.on('response', (res) => /\/assets\/app-[\w-]+\.js$/.test(res.url()) && app.push({ fromWorker: res.fromServiceWorker() }));
    await page.goto('/');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // No pointer, no key, no focus: the page wakes by itself once idle.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    expect(app).toEqual([{ fromWorker: true }]);
    // Woken by the idle time, not by a sign of a visitor (the early script notes the first: src/boot/early.ts).
    const early = await page.evaluate(() => (window as unknown as { sunfieldEarly?: { intentAt?: number } }).sunfieldEarly);
    expect(early).toBeDefined();
    expect(early?.intentAt).toBeUndefined();
    await expect(page.locator('h1')).toHaveText(homeHero.headline);
  });
});

// React hydrates the shell first and the page's content in a later, idle pass (a landing page's
// content in one more, inside the boundary of its loading view). A page change in between once
// ended in React error #422 or #418: the content hydrated against the router's new state
// (src/hydration-gate.ts). The change here comes at the very moment the shell is hydrated (the
// marker it sets), on a phone's CPU, so the content is certainly still the server's HTML.
const townName = (slug: string) => towns.find((town) => town.slug === slug)!.name;
const duringHydration = [
  {
    name: 'to another route, an alias of a landing page',
    from: '/about/areas-we-serve',
    to: '/care-bakersfield',
    lands: /\/care-program-bakersfield$/,
    heading: townName('bakersfield'),
  },
  {
    name: 'from a landing page to another of the same route',
    from: '/solar-installer-tehachapi',
    to: '/agriculture-wasco',
    lands: /\/agriculture-wasco$/,
    heading: townName('wasco'),
  },
];
for (const move of duringHydration) {
  test(`a page change while the content still hydrates (${move.name}) draws the new page, and Back the old one, without an error`, async ({
    page,
    consoleProblems,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((to) => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        history.pushState(history.state, '', to);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    }, move.to);
    await page.goto(move.from);
    const heading = await page.locator('h1').textContent();
    await waitForHydration(page);
    // On the phone's CPU the router draws the new page after both hydration passes and its own
    // load (chunks, copy): seconds on a busy two-core machine, so a longer wait than the default.
    await expect(page).toHaveURL(move.lands, { timeout: 15_000 });
    await expect(page.locator('h1:visible')).toContainText(move.heading, { timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${move.from}$`));
    await expect(page.locator('h1:visible')).toHaveText(heading!);
    expect(consoleProblems).toEqual([]);
  });
}

/**
 * Pages whose content the prerender draws in full and React takes over in place, with the part
 * of the page checked. Content Not Available writes its sentence naming the search once hydrated
 * (one file answers every unknown topic) into a box the file holds: checked with a short search
 * and with the longest it shows, in the longest town's name, in both languages. The estimate in
 * both languages: its month table's summary is in the page and its assumptions' boxes keep their
 * place, unseen, until React draws them (docs/decisions/023-estimate.md).
 */
const steadyPages: Record<string, string> = {
  '/': 'body',
  '/about/areas-we-serve': 'body',
  '/resources/faq': 'body',
  '/contact': 'body',
  '/services/residential-solar': 'body',
  '/solar-installer-bakersfield': 'body',
  '/es': 'body',
  '/es/nosotros/areas-de-servicio': 'body',
  '/resources/solar-estimate': 'body',
  '/es/recursos/estimacion-solar': 'body',
  '/roof-repair-bakersfield': 'body',
  '/gutter-cleaning-and-chimney-sweeping-california-city': 'body',
  '/es/limpieza-de-canaletas-y-chimeneas-california-city': 'body',
};

/** What the page keeps between the two looks: each control with its place, and how a place is read. */
interface Placed {
  __controls: { el: Element; at: string }[];
  __place: (el: Element) => string;
}

test.describe('at 375 px, nothing moves as React wakes', () => {
  // Without the entrances and reveals, a control's place is its layout's alone.
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });

  for (const [path, scope] of Object.entries(steadyPages)) {
    test(`${path}: every link, button and field is where it was before React`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The boot script has run its first tasks (the idle-time decision comes after them), and
      // what they set is drawn: the pinned quote action steps aside from a form on screen.
      await expect(page.locator('html')).toHaveAttribute('data-prefetch', /^(on|off)$/);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      // Where each control is on the page (not on the screen: a shift below the fold moves a
      // control the visitor scrolls to), kept with the element itself: hydration keeps the nodes.
      await page.evaluate((scope) => {
        const w = window as unknown as Placed;
        w.__place = (el) => {
          const r = el.getBoundingClientRect();
          return `${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        };
        const controls = [...document.querySelectorAll(scope)].flatMap((part) => [
          ...part.querySelectorAll('a[href], button, input, select, textarea, summary'),
        ]);
        w.__controls = controls.map((el) => ({ el, at: w.__place(el) }));
      }, scope);
      // The visitor's pointer wakes React; then the whole page, content included, is hydrated.
      await page.mouse.move(3, 3);
      await page.mouse.move(1, 1);
      await page.locator('html[data-content-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
      const moved = await page.evaluate(async () => {
        // Two frames later whatever React drew after hydrating is laid out.
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const w = window as unknown as Placed;
        return w.__controls
          .map(({ el, at }) => ({
            what: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`,
            at,
            now: el.isConnected ? w.__place(el) : 'gone',
          }))
          .filter(({ at, now }) => at !== now);
      });
      expect(moved, `${moved.length} controls moved`).toEqual([]);
    });
  }
});

test.describe('at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap on the menu button before React listens still opens the menu', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: chromeText.openMenu }).tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});

test('a form typed and sent while its code is still loading sends what is on screen, never as a URL', async ({ page, site }) => {
  // Hold the application's code so the visitor is faster than the network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(app|use-lead-form)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  // A native submit would load a new document (the details in its URL): record any.
  const navigations: string[] = [];
  page.on('request', (req) => req.isNavigationRequest() && req.frame() === page.mainFrame() && navigations.push(req.url()));
  const form = page.getByRole('form', { name: quoteFormCopy.title });
  const email = `early-${randomUUID()}@example.com`;
  await form.getByLabel(quoteFormCopy.labels.firstName).fill('Early');
  await form.getByLabel(quoteFormCopy.labels.lastName).fill('Bird');
  await form.getByLabel(quoteFormCopy.labels.email).fill(email);
  await form.getByLabel(quoteFormCopy.labels.phone).fill('(661) 555-0123');
  await form.getByLabel(quoteFormCopy.labels.service).selectOption('battery');
  await form.getByLabel(quoteFormCopy.labels.message).fill('Typed before the page came alive');
  await form.getByRole('button', { name: leadText.submit }).click();
  release();
  await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
  // Not submitted natively: no new document was requested and the details never reached the address bar.
  expect(navigations).toEqual([]);
  expect(page.url()).not.toContain('?');
  const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
    what: 'the early email',
    timeoutMs: 15_000,
  });
  expect(mail.text).toContain('Early Bird');
  expect(mail.text).toContain('Phone: (661) 555-0123'); // as typed (issue 29)
  expect(mail.text).toContain('Typed before the page came alive');
});
