import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { runCli } from '../../server/test-support/leads-cli';
import { inspectOutbox } from '../../server/test-support/test-server';
import { waitFor } from '../../server/test-support/wait';
import { expect, open, test } from './fixtures';
import { leadMessages, leadText, quoteFormCopy } from './copy';

declare global {
  interface Window {
    __csp: string[];
  }
}

/** Records every CSP violation from the first byte of the document on (HTML parsing included). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.__csp);

// Every page loads, hydrates and scrolls without a violation: tests/e2e/every-page.spec.ts.
test.describe('Content-Security-Policy', () => {
  test('the service worker registers and takes control under the policy', async ({ page, consoleProblems }) => {
    await watchCsp(page);
    await open(page, '/');
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptURL).toMatch(/\/sw\.js$/);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});

async function fillQuote(form: Locator, email: string) {
  await form.getByLabel(quoteFormCopy.labels.firstName).fill('Rosa');
  await form.getByLabel(quoteFormCopy.labels.lastName).fill('Delgado');
  await form.getByLabel(quoteFormCopy.labels.email).fill(email);
  await form.getByLabel(quoteFormCopy.labels.phone).pressSequentially('6615550177');
  await form.getByLabel(quoteFormCopy.labels.service).selectOption('battery');
  await form.getByLabel(quoteFormCopy.labels.message).fill('Ranch house in Shafter, 200 A panel.');
}

test.describe('lead forms under the policy', () => {
  test('the quote form still sends: the payload carries the fill time, the mail no visitor text in its subject', async ({
    page,
    site,
    consoleProblems,
  }) => {
    await watchCsp(page);
    await open(page, '/contact');
    const email = `csp-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await fillQuote(form, email);
    const request = page.waitForRequest('**/api/send-email');
    await form.getByRole('button', { name: leadText.submit }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body.fillMs).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('website');
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the quote email',
    });
    expect(mail.subject).toMatch(/^New quote request: Battery \(ref [0-9a-f]{8}\)$/);
    expect(await violations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('every form carries a honeypot people never meet: off-screen, out of the tab order, hidden from screen readers', async ({
    page,
  }) => {
    for (const path of ['/contact', '/services/agriculture', '/about/careers']) {
      await open(page, path);
      const traps = page.locator('form input[name="website"]');
      expect(await traps.count(), path).toBeGreaterThan(0);
      for (const trap of await traps.all()) {
        await expect(trap).toHaveAttribute('tabindex', '-1');
        await expect(trap).toHaveAttribute('autocomplete', 'off');
        await expect(trap).toHaveValue('');
        expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
        const box = await trap.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(0);
        expect(await trap.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)).toMatch(/Leave this field empty/);
      }
    }
  });

  test('a robot that fills the honeypot is told "thank you", and its lead is held, never mailed, listed for the owner', async ({
    page,
    site,
  }) => {
    await open(page, '/contact');
    const email = `bot-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await fillQuote(form, email);
    await form.locator('input[name="website"]').fill('http://cheap-pills.example');
    const answer = page.waitForResponse('**/api/send-email');
    await form.getByRole('button', { name: leadText.submit }).click();
    const { leadId } = (await (await answer).json()) as { leadId: string };
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);

    const outbox = inspectOutbox(site.dataDir);
    try {
      expect(outbox.get(leadId)).toMatchObject({ status: 'quarantined', quarantineReason: 'honeypot field filled in' });
    } finally {
      outbox.close();
    }
    // Quarantined leads are never claimed for delivery (the status above), so none can be mailed later.
    expect((await site.smtp.parsed()).some((m) => m.replyTo?.[0]?.address === email)).toBe(false);
    const listed = await runCli(['list', '--status', 'quarantined', '--data-dir', site.dataDir], { env: {}, cwd: process.cwd() });
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(leadId);
  });
});
