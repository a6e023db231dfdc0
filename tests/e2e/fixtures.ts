import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpPeer, type SmtpPeer } from '../../server/test-support/smtp-peer';
import { createTempDir, removeTempDir } from '../../server/test-support/temp-dir';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';

const staticDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist', 'client');

interface WorkerFixtures {
  site: { server: TestServer; smtp: SmtpPeer; dataDir: string };
}

interface TestFixtures {
  /** Console errors and warnings the page printed; every test asserts there are none. */
  consoleProblems: string[];
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
  baseURL: async ({ site }, use) => use(site.server.url),
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      // Chromium logs a 404 document (the not-found page) as a failed resource; that status
      // is intended and asserted by the tests themselves.
      const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
      if (!documentStatus) problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
    };
    page.on('console', onConsole);
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await use(problems);
  },
});

export { expect };

/**
 * Hydration waits for a visitor (src/main.tsx): move the mouse like one, then wait until React
 * has hydrated the prerendered page (the root layout marks <html>).
 */
export async function waitForHydration(page: Page) {
  // Two positions: a move to where the pointer already is dispatches no event.
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
