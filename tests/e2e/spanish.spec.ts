import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { esOfflineText as esOffline } from './copy';
import { esQuoteFormCopy as esQuote, esLeadText as esLead } from './copy';
import { waitFor } from '../../server/test-support/wait';
import { expect, expectDeliveredOnce, open, test, waitForHydration } from './fixtures';
import { countLeadPosts, expectPending, openControlled } from './pwa-helpers';
import { languageSwitch, leadMessages, leadMessagesEs, otherLanguage, quoteFormCopy } from './copy';

type Site = { smtp: { parsed(): Promise<{ replyTo?: { address?: string }[]; text?: string }[]> } };
const mailsTo = async (site: Site, email: string) => (await site.smtp.parsed()).filter((m) => m.replyTo?.[0]?.address === email);
const spanishQuote = (page: Page) => page.getByRole('form', { name: esQuote.title });
/** The header's link to the same page in Spanish. */
const spanishSwitch = (page: Page) => page.getByRole('banner').getByRole('link', { name: languageSwitch.label }).first();

async function fillSpanishQuote(form: Locator, email: string) {
  await form.getByLabel(esQuote.labels.firstName).fill('Rosa');
  await form.getByLabel(esQuote.labels.lastName).fill('Martínez');
  await form.getByLabel(esQuote.labels.email).fill(email);
  await form.getByLabel(esQuote.labels.phone).pressSequentially('6615550142');
  await form.getByLabel(esQuote.labels.service).selectOption('battery');
  await form.getByLabel(esQuote.labels.message).fill('Se va la luz cada verano; queremos una batería.');
}

test.describe('the site in Spanish', () => {
  test('the switch leads to the same page in the other language and keeps what was typed', async ({ page, consoleProblems }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await form.getByLabel(quoteFormCopy.labels.firstName).fill('Rosa');
    await form.getByLabel(quoteFormCopy.labels.message).fill('Necesito una cotización');
    await spanishSwitch(page).click();
    await expect(page).toHaveURL(/\/es\/contacto$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    // The switch is a page load; the draft comes back when the form wakes.
    await waitForHydration(page);
    const spanish = spanishQuote(page);
    await expect(spanish.getByLabel(esQuote.labels.firstName)).toHaveValue('Rosa');
    await expect(spanish.getByLabel(esQuote.labels.message)).toHaveValue('Necesito una cotización');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(consoleProblems).toEqual([]);
  });

  test('a browser asking for Spanish still gets the English page at an English address: no redirect', async ({ browser, site }) => {
    const context = await browser.newContext({ locale: 'es-US', extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' } });
    const page = await context.newPage();
    const response = await page.goto(`${site.server.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.url()).toBe(`${site.server.url}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('Spanish validation comes from the same rules', async ({ page }) => {
    await open(page, '/es/contacto');
    const form = spanishQuote(page);
    await form.getByLabel(esQuote.labels.email).fill('no-es-un-correo');
    await form.getByRole('button', { name: esLead.submit }).click();
    await expect(form.getByText(leadMessagesEs.required).first()).toBeVisible();
    await expect(form.getByText(leadMessagesEs.emailInvalid)).toBeVisible();
    await expect(form.getByText(leadMessages.required)).toHaveCount(0);
  });

  test.describe('offline', () => {
    // The worker installed already, as offline.spec.ts does (tests/e2e/fixtures.ts).
    test.use({ workerInstalled: true });

    test('a Spanish quote sent offline is saved, then emailed once, in English with the language named', async ({
      page,
      context,
      site,
    }) => {
      await openControlled(page, '/es/contacto');
      const posts = await countLeadPosts(context);
      await context.setOffline(true);
      const email = `es-${randomUUID()}@example.com`;
      const form = spanishQuote(page);
      await fillSpanishQuote(form, email);
      await form.getByRole('button', { name: esLead.submit }).click();
      await expect(form.getByRole('status')).toHaveText(esOffline.queued);
      await expectPending(page, null); // the form says it: one notice per send
      await page.reload();
      await waitForHydration(page);
      await expectPending(page, esOffline.pending(1));
      expect(posts).toEqual([]);

      await context.setOffline(false);
      await waitFor(async () => (await mailsTo(site, email)).length > 0, { what: 'the email', timeoutMs: 15_000 });
      const mails = [await expectDeliveredOnce(site, email, 20_000)];
      expect(mails[0]!.text).toContain('Language: Spanish (the visitor used the Spanish site)');
      expect(mails[0]!.text).toContain('Se va la luz cada verano; queremos una batería.');
      expect(mails[0]!.text).toContain('Service: ');
      expect(new Set(posts).size).toBe(1);
    });
  });

  test('a switch clicked before the page woke is remembered, and later offered as a link, never a redirect', async ({ page }) => {
    await page.goto('/contact');
    await spanishSwitch(page).click();
    await expect(page).toHaveURL(/\/es\/contacto$/);
    expect(await page.evaluate(() => localStorage.getItem('sunfield-language'))).toBe('es');
    await open(page, '/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('language-suggestion').getByRole('link', { name: otherLanguage.link })).toHaveAttribute(
      'href',
      '/es/nosotros',
    );
  });
});
