import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startSmtpPeer, type SmtpPeer } from '../../server/test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../../server/test-support/temp-dir';
import { inspectOutbox, startTestServer, type TestServer } from '../../server/test-support/test-server';
import { waitFor } from '../../server/test-support/wait';

const staticDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist', 'client');

interface WorkerFixtures {
  site: { server: TestServer; smtp: SmtpPeer; dataDir: string };
  /**
   * A fresh copy, on each call (the caller removes it), of a browser profile in which the site's service worker is
   * installed (its precache filled) and active: installed once per worker, on first use.
   */
  installedProfile: () => Promise<string>;
  /** The tabs of `tab`, one per set of context options, open for the worker's life. */
  tabs: Map<string, Page>;
}

/** A page and what its console said while the test had it. */
export interface Tab {
  page: Page;
  /** Console errors and warnings, as `consoleProblems` collects them, since this test took the tab. */
  consoleProblems: string[];
}

interface TestFixtures {
  /** Console errors and warnings the page printed; every test asserts there are none. */
  consoleProblems: string[];
  /**
   * `test.use({ workerInstalled: true })`: the test's context (and page) start from a copy of
   * `installedProfile`, as a returning visitor's browser would, instead of installing the worker
   * again (seconds a test on a busy machine). Nothing else carries over from another test: the
   * copy is made once, before any test, from a profile that only opened `/`.
   */
  workerInstalled: boolean;
  /**
   * A tab the worker keeps open from test to test, for specs that open pages one after another
   * and check what they show and do once React is awake (every-page, the content, form, menu and
   * estimate specs): the stylesheet, font and scripts come from the tab's cache instead of being fetched
   * and compiled again in a fresh context, and no renderer is started, about half of such a
   * visit's time (docs/decisions/022-fast-feedback.md). One tab per set of the test's context
   * options (viewport, touch, locale, user agent, JavaScript). Between tests its routes are
   * removed, its cookies, local and session storage and IndexedDB databases emptied, its size
   * and emulated media set back; a failed test closes it. The service worker is blocked in it,
   * and every tab records CSP violations in `window.__csp`. What a test leaves elsewhere (an
   * init script, the history, a mouse over the page that wakes React as the next page loads)
   * stays: tests of a first visit, of behaviour before React, of the service worker or offline
   * take `page`.
   */
  tab: Tab;
}

declare global {
  interface Window {
    /** CSP violations since the document started (a `tab`'s pages record them). */
    __csp: string[];
  }
}

/** Playwright's own warning where it blocks the service worker's registration (`serviceWorkers: 'block'`). */
const BLOCKED_WORKER = /^Service Worker registration blocked by Playwright/;

/**
 * Collects the console's errors and warnings (and uncaught errors) of a page until `stop`;
 * `workerBlocked` leaves out Playwright's warning for a registration it blocked.
 */
function watchConsole(page: Page, { workerBlocked = false } = {}) {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    if (workerBlocked && BLOCKED_WORKER.test(msg.text())) return;
    // Chromium logs a 404 document (the not-found page) as a failed resource; that status
    // is intended and asserted by the tests themselves.
    const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
    if (!documentStatus) problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
  };
  const onError = (err: Error) => problems.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    problems,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * Every worker runs the real server (the production build in dist/client, the real outbox and
 * delivery worker) on a random port with its own temp data folder, delivering to a real SMTP
 * peer in-process.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!existsSync(join(staticDir, 'index.html'))) throw new Error('No build in dist/client: run npm run build');
      const smtp = await startSmtpPeer();
      const dataDir = await createTempDir('sunfield-e2e-');
      const server = await startTestServer({ dataDir, smtpUrl: smtp.url, staticDir });
      await use({ server, smtp, dataDir });
      await server.close();
      await smtp.stop();
      await removeTempDir(dataDir);
    },
    { scope: 'worker' },
  ],
  installedProfile: [
    async ({ site, playwright, launchOptions }, use) => {
      let template: Promise<string> | undefined;
      const install = async () => {
        const dir = await createTempDir('sunfield-sw-profile-');
        const context = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, baseURL: site.server.url });
        try {
          const page = context.pages()[0] ?? (await context.newPage());
          await page.goto('/');
          await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
          // What the visit itself left (when the device last saw the site) is not carried over.
          await page.evaluate(() => localStorage.clear());
        } finally {
          await context.close();
        }
        // Nor its HTTP cache: only the worker and its caches are the point.
        await rm(join(dir, 'Default', 'Cache'), { recursive: true, force: true });
        return dir;
      };
      await use(async () => {
        template ??= install();
        const copy = await createTempDir('sunfield-sw-copy-');
        await cp(await template, copy, { recursive: true });
        return copy;
      });
      if (template) await removeTempDir(await template);
    },
    { scope: 'worker' },
  ],
  workerInstalled: [false, { option: true }],
  context: async ({ context, workerInstalled, installedProfile, playwright, launchOptions, baseURL, viewport }, use) => {
    if (!workerInstalled) return use(context);
    const profile = await installedProfile();
    const installed: BrowserContext = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport });
    await use(installed);
    await installed.close();
    await removeTempDir(profile);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // The headless shell (tests/chromium.ts) sends the first document a page shows a mouse move
    // at (0, 0) that nobody made, which the site takes for a visitor and wakes React: a frame
    // on the blank page takes it there, so a test starts as a visitor's page does, untouched.
    // (With scripts off there is no frame to wait for from a script, and nothing to wake.)
    if (javaScriptEnabled !== false) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await use(page);
  },
  baseURL: async ({ site }, use) => use(site.server.url),
  consoleProblems: async ({ page }, use) => {
    const watch = watchConsole(page);
    await use(watch.problems);
    watch.stop();
  },
  tabs: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tabs = new Map<string, Page>();
      await use(tabs);
      for (const page of tabs.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ browser, site, tabs, viewport, hasTouch, isMobile, locale, userAgent, javaScriptEnabled }, use, testInfo) => {
    const options = { viewport, hasTouch, isMobile, locale, userAgent, javaScriptEnabled };
    const key = JSON.stringify(options);
    let page = tabs.get(key);
    if (!page) {
      const context = await browser.newContext({ ...options, baseURL: site.server.url, serviceWorkers: 'block' });
      await context.addInitScript(() => {
        window.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
        });
      });
      page = await context.newPage();
      // As the page fixture does: the headless shell's stray first mouse move lands on the blank page.
      if (javaScriptEnabled !== false) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      tabs.set(key, page);
    }
    const watch = watchConsole(page, { workerBlocked: true });
    await use({ page, consoleProblems: watch.problems });
    watch.stop();
    const context = page.context();
    if (testInfo.status !== testInfo.expectedStatus) {
      tabs.delete(key);
      await context.close();
      return;
    }
    await page.unrouteAll({ behavior: 'wait' });
    await context.unrouteAll({ behavior: 'wait' });
    await context.clearCookies();
    // A test may resize the tab or emulate a media feature: the next one gets the tab as its options say.
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    // What this test's pages stored (a language choice, a dismissed notice, a lead kept in the
    // outbox) does not reach the next test. A database the page still has open is deleted once
    // the page lets it go, before the next page can open it.
    if (page.url().startsWith(site.server.url))
      await page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        const databases = await indexedDB.databases();
        await Promise.all(
          databases.map(
            ({ name }) =>
              new Promise<void>((resolve) => {
                const request = indexedDB.deleteDatabase(name!);
                request.onsuccess = request.onerror = request.onblocked = () => resolve();
              }),
          ),
        );
      });
  },
});

export { expect };

/**
 * Hydration waits for a visitor (src/main.tsx): move the mouse like one, then wait until React
 * has hydrated the prerendered page (the root layout marks <html>).
 */
export async function waitForHydration(page: Page) {
  const hydrated = page.locator('html[data-hydrated="true"]');
  // Two positions: a move to where the pointer already is dispatches no event. Right after a
  // navigation the moves can reach the old page or a document not yet listening, so a pointer
  // that has not woken the page moves again, as a visitor's would.
  await expect(async () => {
    await page.mouse.move(3, 3);
    await page.mouse.move(1, 1);
    await hydrated.waitFor({ state: 'attached', timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

type Mail = { replyTo?: { address?: string }[] };
type Smtp<M extends Mail> = { parsed(): Promise<M[]> };

/** The emails the office received from this visitor. */
export const mailsTo = async <M extends Mail>(smtp: Smtp<M>, email: string) =>
  (await smtp.parsed()).filter((m) => m.replyTo?.[0]?.address === email);

/**
 * Exactly one lead from this visitor, delivered, and exactly one email for it. Waits for the
 * outbox to record the delivery (the mail server has the message by then), so a second lead or
 * email cannot come later without a second lead in the outbox: no sleep asserts "no duplicate".
 */
export async function expectDeliveredOnce<M extends Mail>(site: { smtp: Smtp<M>; dataDir: string }, email: string, timeoutMs = 15_000) {
  const leads = await waitFor(
    () => {
      const outbox = inspectOutbox(site.dataDir);
      try {
        const mine = outbox.list({ limit: 10_000 }).filter((r) => r.lead.email === email);
        return mine.length > 0 && mine.every((r) => r.status === 'delivered') ? mine : undefined;
      } finally {
        outbox.close();
      }
    },
    { what: `the lead from ${email}, delivered`, timeoutMs },
  );
  expect(leads.map((r) => r.status)).toEqual(['delivered']);
  const mails = await mailsTo(site.smtp, email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/**
 * Refuses every lead POST of the page (and its service worker) from now on, and records it: a
 * test that expects nothing to be sent asserts the list is empty once the page has answered,
 * instead of sleeping and counting requests.
 */
export async function refuseLeadPosts(page: Page) {
  const posts: string[] = [];
  await page.context().route('**/api/send-email', async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.abort('blockedbyclient');
  });
  return posts;
}
