import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { outboxCount } from './attachment-helpers';
import { privacyNotice } from './copy';
import { privacyPage } from './copy';
import { privacyMeta } from './copy';
import { fullTitle } from './copy';
import { leadRetention } from './copy';
import { site } from './copy';
import { expect, expectDeliveredOnce, mailsTo, open, refuseLeadPosts, test } from './fixtures';
import { leadMessages, leadText, offlineText, privacyBody, quoteFormCopy, receiptCopy } from './copy';

async function fill(form: ReturnType<Page['getByRole']>, values: { email: string; phone: string; message?: string }) {
  await form.getByLabel(quoteFormCopy.labels.firstName).fill('Jane');
  await form.getByLabel(quoteFormCopy.labels.lastName).fill("O'Brien");
  await form.getByLabel(quoteFormCopy.labels.email).fill(values.email);
  await form.getByLabel(quoteFormCopy.labels.phone).pressSequentially(values.phone);
  await form.getByLabel(quoteFormCopy.labels.service).selectOption('battery');
  if (values.message !== undefined) await form.getByLabel(quoteFormCopy.labels.message).fill(values.message);
}

test.describe('quote form', () => {
  test('keeps the phone as it is typed (issue 29)', async ({ tab: { page } }) => {
    await open(page, '/contact');
    const phone = page.getByRole('form', { name: quoteFormCopy.title }).getByLabel(quoteFormCopy.labels.phone);
    await phone.pressSequentially('(661) 555-0199');
    await expect(phone).toHaveValue('(661) 555-0199');
  });

  test('an invalid phone shows the exact error and sends nothing', async ({ tab: { page }, site }) => {
    await open(page, '/contact');
    const email = `bad-phone-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    const posts = await refuseLeadPosts(page);
    await fill(form, { email, phone: '661555' });
    await form.getByRole('button', { name: leadText.submit }).click();
    const error = form.getByText(leadMessages.phoneInvalid);
    await expect(error).toBeVisible();
    await expect(form.getByLabel(quoteFormCopy.labels.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(quoteFormCopy.labels.phone)).toHaveAttribute('aria-describedby', /error/);
    // The error shows once the submit handler has run: a lead it sent would be in `posts` by now.
    expect(posts).toEqual([]);
    expect(await mailsTo(site.smtp, email)).toEqual([]);
  });

  test('a valid quote shows Sending..., then the success message, clears the form, and the email arrives', async ({
    tab: { page, consoleProblems },
    site,
  }) => {
    await open(page, '/');
    const email = `quote-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await fill(form, { email, phone: '6615550123', message: 'Fence <3 & "gate"' });

    // Hold the request so the busy state can be seen, then let it through to the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-email', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: leadText.submit }).click();
    const busy = form.getByRole('button', { name: leadText.sending });
    await expect(busy).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    // Then the lead's reference and when we call back (an owner fact, marked while a sample).
    const reference = form.getByTestId('lead-reference');
    await expect(reference).toHaveText(/^[0-9a-f]{8}$/);
    await expect(form.getByTestId('lead-receipt')).toContainText(`${receiptCopy.reference} ${await reference.textContent()}`);
    await expect(form.getByTestId('lead-receipt')).toContainText(receiptCopy.callback);
    if (receiptCopy.callbackSample) await expect(form.getByTestId('lead-receipt')).toContainText(receiptCopy.sampleNote);
    await expect(form.getByLabel(quoteFormCopy.labels.firstName)).toHaveValue('');
    await expect(form.getByLabel(quoteFormCopy.labels.email)).toHaveValue('');
    await expect(form.getByLabel(quoteFormCopy.labels.phone)).toHaveValue('');
    await expect(form.getByLabel(quoteFormCopy.labels.service)).toHaveValue('');
    await expect(form.getByRole('button', { name: leadText.submit })).toBeEnabled();

    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the quote email',
    });
    expect(mail.subject).toMatch(/^New quote request: Battery \(ref [0-9a-f]{8}\)$/); // no visitor text in headers (issue 6)
    // The reference the visitor read is the one in the office's inbox.
    expect(mail.subject).toContain(`(ref ${await reference.textContent()})`);
    expect(mail.text).toContain('Phone: 6615550123');
    expect(mail.text).toContain('Copy to visitor: Not requested');
    expect(mail.text).toContain('Fence <3 & "gate"');
    expect(mail.html).toContain('Fence &lt;3 &amp; &quot;gate&quot;');
    expect(mail.from?.address).not.toBe(email);
    expect(consoleProblems).toEqual([]);
  });

  test('normal online sends show one notice each, the form\'s own: never a "saved request" notice (issue 29)', async ({
    tab: { page },
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    // A moment on the wire, as on a phone: the lead sits in the outbox while it goes.
    await page.route('**/api/send-email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.evaluate(() => {
      const notices: string[] = [];
      (window as unknown as { notices: string[] }).notices = notices;
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('[data-testid^="outbox-"]')) notices.push(n.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    for (let i = 0; i < 4; i++) {
      await fill(form, { email: `once-${i}-${randomUUID()}@example.com`, phone: '6615550123', message: `send ${i}` });
      await form.getByRole('button', { name: leadText.submit }).click();
      await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    }
    // Once the outbox is empty there is nothing left for a notice to be about; the frames after
    // its last change have drawn whatever it caused.
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { notices: string[] }).notices)).toEqual([]);
  });

  test('an empty message arrives as the documented fallback (docs/behaviour.md#forms)', async ({ tab: { page }, site }) => {
    await open(page, '/contact');
    const email = `nomsg-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await fill(form, { email, phone: '6615550123' });
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email));
    expect(mail.text).toContain(leadText.messageFallback);
  });

  test('a send that does not get through is saved and says so, never an error beside it, and goes out by itself (docs/behaviour.md#forms)', async ({
    tab: { page },
    site: running,
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 503, json: { success: false, message: 'down' } }));
    const email = `retry-${randomUUID()}@example.com`;
    await fill(form, { email, phone: '6615550123', message: 'keep me' });
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByRole('status')).toHaveText(offlineText.queuedRetry);
    await expect(form.getByRole('alert')).toHaveText('');
    await expect(page.getByTestId('outbox-pending')).toHaveCount(0); // one notice per send
    // The link comes back: the page's own retries deliver it, and the form says so.
    await page.unroute('**/api/send-email');
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess, { timeout: 45_000 });
    await expectDeliveredOnce(running, email);
    await expect(page.getByTestId('outbox-sent')).toHaveCount(0);
  });

  test('required fields are marked and explained', async ({ tab: { page } }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByText(leadMessages.required)).toHaveCount(3);
    await expect(form.getByText(leadMessages.serviceRequired)).toBeVisible();
    await expect(form.getByText(leadText.requiredNote)).toBeVisible();
    await expect(form.getByLabel(quoteFormCopy.labels.firstName)).toBeFocused();
  });

  test('tells the visitor what their details are for, and links to the privacy notice (docs/behaviour.md#privacy)', async ({
    tab: { page, consoleProblems },
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await expect(form.getByText(privacyNotice.text)).toBeVisible();
    // Read before sending: the notice sits above the submit button. Both measured in one task,
    // so a scroll between two measurements cannot change the answer.
    const noticeAbove = await form.getByText(privacyNotice.text).evaluate((notice, submit) => {
      const button = [...notice.closest('form')!.querySelectorAll('button')].find((b) => b.textContent?.trim() === submit)!;
      return notice.getBoundingClientRect().top < button.getBoundingClientRect().top;
    }, leadText.submit);
    expect(noticeAbove).toBe(true);
    await form.getByRole('link', { name: privacyNotice.link }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.heading);
    await expect(page).toHaveTitle(fullTitle(privacyMeta.title));
    const headings = privacyBody.flatMap((n) => (n.kind === 'h2' ? [n.text] : []));
    expect(headings.length).toBeGreaterThanOrEqual(4);
    for (const heading of headings) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${leadRetention.value.months} months`);
    await expect(page.getByRole('main')).toContainText(site.email);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: privacyNotice.link })).toHaveAttribute('href', '/privacy');
    expect(consoleProblems).toEqual([]);
  });
});
