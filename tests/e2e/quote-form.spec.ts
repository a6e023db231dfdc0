import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { privacyNotice } from './copy';
import { privacyPage } from './copy';
import { privacyMeta } from './copy';
import { fullTitle } from './copy';
import { leadRetention } from './copy';
import { site } from './copy';
import { expect, mailsTo, open, refuseLeadPosts, test } from './fixtures';

async function fill(form: ReturnType<Page['getByRole']>, values: { email: string; phone: string; message?: string }) {
  await form.getByLabel('First Name').fill('Jane');
  await form.getByLabel('Last Name').fill("O'Brien");
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone').pressSequentially(values.phone);
  await form.getByLabel('Service').selectOption('battery');
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message);
}

test.describe('quote form', () => {
  test('formats the phone as it is typed', async ({ page }) => {
    await open(page, '/contact');
    const phone = page.getByRole('form', { name: 'Request a Free Quote' }).getByLabel('Phone');
    await phone.pressSequentially('(661) 555-0123 99');
    await expect(phone).toHaveValue('+16615550123');
  });

  test('an invalid phone shows the exact error and sends nothing', async ({ page, site }) => {
    await open(page, '/contact');
    const email = `bad-phone-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    const posts = await refuseLeadPosts(page);
    await fill(form, { email, phone: '661555' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const error = form.getByText('Please enter a valid phone number (e.g., +12223334444)');
    await expect(error).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-describedby', /error/);
    // The error shows once the submit handler has run: a lead it sent would be in `posts` by now.
    expect(posts).toEqual([]);
    expect(await mailsTo(site.smtp, email)).toEqual([]);
  });

  test('a valid quote shows Sending..., then the success message, clears the form, and the email arrives', async ({
    page,
    site,
    consoleProblems,
  }) => {
    await open(page, '/');
    const email = `quote-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await fill(form, { email, phone: '6615550123', message: 'Fence <3 & "gate"' });

    // Hold the request so the busy state can be seen, then let it through to the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-email', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText("Thank you for your message! We'll be in touch soon.");
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Phone')).toHaveValue('');
    await expect(form.getByLabel('Service')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the quote email',
    });
    expect(mail.subject).toMatch(/^New quote request: Battery \(ref [0-9a-f]{8}\)$/); // no visitor text in headers (issue 6)
    expect(mail.text).toContain('+1 (661) 555-0123');
    expect(mail.text).toContain('Fence <3 & "gate"');
    expect(mail.html).toContain('Fence &lt;3 &amp; &quot;gate&quot;');
    expect(mail.from?.address).not.toBe(email);
    expect(consoleProblems).toEqual([]);
  });

  test('an empty message arrives as the documented fallback (docs/behaviour.md#forms)', async ({ page, site }) => {
    await open(page, '/contact');
    const email = `nomsg-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await fill(form, { email, phone: '6615550123' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your message!');
    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email));
    expect(mail.text).toContain('No specific message provided');
  });

  test('a server failure shows the documented error (docs/behaviour.md#forms) and keeps what was typed', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 503, json: { success: false, message: 'down' } }));
    await fill(form, { email: 'keep@example.com', phone: '6615550123', message: 'keep me' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to send email. Please try again later.');
    await expect(form.getByLabel('Message')).toHaveValue('keep me');
    await page.route('**/api/send-email', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to send email. Please try again later.');
  });

  test('required fields are marked and explained', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);
    await expect(form.getByText('Please choose a service')).toBeVisible();
    await expect(form.getByText('"*" indicates required fields')).toBeVisible();
    await expect(form.getByLabel('First Name')).toBeFocused();
  });

  test('tells the visitor what their details are for, and links to the privacy notice (docs/behaviour.md#privacy)', async ({
    page,
    consoleProblems,
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await expect(form.getByText(privacyNotice.text)).toBeVisible();
    // Read before sending: the notice sits above the submit button.
    const noticeBox = (await form.getByText(privacyNotice.text).boundingBox())!;
    const buttonBox = (await form.getByRole('button', { name: 'Send Message' }).boundingBox())!;
    expect(noticeBox.y).toBeLessThan(buttonBox.y);
    await form.getByRole('link', { name: privacyNotice.link }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.heading);
    await expect(page).toHaveTitle(fullTitle(privacyMeta.title));
    for (const heading of [
      'What our forms collect',
      'How long we keep them',
      'Your choices and rights',
      'Do Not Track and Global Privacy Control',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${leadRetention.value.months} months`);
    await expect(page.getByRole('main')).toContainText(site.email);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(consoleProblems).toEqual([]);
  });
});
