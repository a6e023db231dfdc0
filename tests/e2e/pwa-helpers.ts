import type { BrowserContext, Locator, Page } from '@playwright/test';
import { leadText, offlineText, quoteFormCopy } from './copy';
import { expect, open } from './fixtures';

/** Opens a page and waits until the service worker is installed (precache done) and controls it. */
export async function openControlled(page: Page, path = '/') {
  await open(page, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20_000 });
}

export const quoteForm = (page: Page) => page.getByRole('form', { name: quoteFormCopy.title });

export async function fillQuote(form: Locator, email: string, message = 'Pump panel keeps tripping') {
  const labels = quoteFormCopy.labels;
  await form.getByLabel(labels.firstName).fill('Ana');
  await form.getByLabel(labels.lastName).fill("O'Neil");
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.phone).pressSequentially('6615550123');
  await form.getByLabel(labels.service).selectOption('battery');
  await form.getByLabel(labels.message).fill(message);
}

export const SAVED = offlineText.queued;

/** The quote form's send button. */
export const sendButton = (form: Locator) => form.getByRole('button', { name: leadText.submit });

/** Counts lead POSTs from the page and the service worker (context routes see both). */
export async function countLeadPosts(context: BrowserContext) {
  const ids: string[] = [];
  await context.route('**/api/send-email', async (route) => {
    ids.push(route.request().headers()['idempotency-key'] ?? '');
    await route.continue();
  });
  return ids;
}

/** The pending indicator shows exactly this text, or is absent when `text` is null. */
export async function expectPending(page: Page, text: string | null) {
  const indicator = page.getByTestId('outbox-pending');
  if (text === null) await expect(indicator).toHaveCount(0);
  else await expect(indicator).toContainText(text);
}

/** Every image on the page scrolled into view and decoded with a real size. */
export async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
        message: (await img.getAttribute('src')) ?? 'img',
      })
      .toBe(true);
  }
  return count;
}
