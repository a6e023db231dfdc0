import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Email } from 'postal-mime';
import { greenButtonXml, hostileGreenButton } from '@/shared/lead/green-button-samples';
import { pdfFile } from '../../server/test-support/sample-files';
import { waitFor } from '../../server/test-support/wait';
import { cameraPhoto, jpegAppSegments, jpegSize, outboxFiles } from './attachment-helpers';
import { expect, expectDeliveredOnce, open, test, waitForHydration } from './fixtures';
import { countLeadPosts, expectPending, fillQuote, openControlled, quoteForm, SAVED } from './pwa-helpers';
import { applicationCopy, attachmentCopy, attachmentLimits, attachmentRules, fieldLabels, leadText, offlineText } from './copy';

type Site = { smtp: { parsed(): Promise<Email[]> } };
const mailsTo = async (site: Site, email: string) => (await site.smtp.parsed()).filter((m) => m.replyTo?.[0]?.address === email);
const bytesOf = (content: ArrayBuffer | Uint8Array | string) => Buffer.from(content as ArrayBuffer);
const chooser = (form: Locator) => form.getByLabel(attachmentCopy.photos.choose);
const items = (form: Locator) => form.getByRole('listitem');
// The form's own outcome region is an (empty) alert too.
const fileAlert = (form: Locator) => form.getByRole('alert').filter({ hasText: /./ });
const pdf = { name: 'june-bill.pdf', mimeType: 'application/pdf', buffer: pdfFile('PG&E June bill') };

async function addPhoto(page: Page, form: Locator, name = 'IMG_2041.JPG') {
  const photo = await cameraPhoto(page);
  await chooser(form).setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  return photo;
}

test.describe('attachments', () => {
  test('a 12 MP photo is made small, upright and without its location, shown as a thumbnail, and removable', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/contact');
    const form = quoteForm(page);
    const photo = await addPhoto(page, form);
    await chooser(form).setInputFiles(pdf);
    await expect(items(form)).toHaveCount(2);
    const first = items(form).first();
    await expect(first).toContainText('IMG_2041.jpg');
    await expect(first.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(items(form).nth(1)).toContainText('june-bill.pdf');

    await form.getByRole('button', { name: attachmentCopy.remove('june-bill.pdf') }).click();
    await expect(items(form)).toHaveCount(1);
    await expect(form.getByLabel(attachmentCopy.photos.choose)).toBeEnabled();

    // Megabytes chosen, a few hundred kilobytes kept.
    expect(photo.length).toBeGreaterThan(2_000_000);
    await expect(first.getByText(/^[1-9]\d{1,2} KB$/)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('offline: a lead with a photo and a PDF survives a reload and arrives once, files byte for byte', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(90_000);
    await openControlled(page, '/contact');
    const posts = await countLeadPosts(context);
    await context.setOffline(true);
    const email = `files-${randomUUID()}@example.com`;
    const form = quoteForm(page);
    await fillQuote(form, email, 'Photo of the main panel and last bill attached');
    const original = await addPhoto(page, form);
    await chooser(form).setInputFiles(pdf);
    await expect(items(form)).toHaveCount(2);
    await expect(form.getByRole('button', { name: attachmentCopy.remove('IMG_2041.jpg') })).toBeVisible();
    const started = Date.now();
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByRole('status')).toHaveText(SAVED);
    console.log(`queued offline with a 12 MP photo and a PDF in ${Date.now() - started} ms`);
    await expect(items(form)).toHaveCount(0);

    const stored = await outboxFiles(page);
    expect(stored.map((f) => [f.name, f.type])).toEqual([
      ['IMG_2041.jpg', 'image/jpeg'],
      ['june-bill.pdf', 'application/pdf'],
    ]);
    const photo = stored[0]!.bytes;
    console.log(`12 MP photo: ${original.length} bytes chosen, ${photo.length} bytes stored and sent`);
    expect(jpegSize(photo)).toEqual({ width: 1200, height: 1600 });
    expect(photo.length).toBeLessThan(original.length / 4);
    expect(jpegAppSegments(photo)).not.toContain(0xe1);
    expect(photo.includes('GPS-SECRET')).toBe(false);
    expect(stored[1]!.bytes.equals(pdf.buffer)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expectPending(page, offlineText.pending(1));
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await waitFor(async () => (await mailsTo(site, email)).length > 0, { what: 'the email', timeoutMs: 20_000 });
    const mails = [await expectDeliveredOnce(site, email, 20_000)];
    const attached = mails[0]!.attachments;
    expect(attached.map((a) => a.mimeType)).toEqual(['image/jpeg', 'application/pdf']);
    expect(bytesOf(attached[0]!.content).equals(photo)).toBe(true);
    expect(bytesOf(attached[1]!.content).equals(pdf.buffer)).toBe(true);
    expect(mails[0]!.text).toContain('"june-bill.pdf"');
    expect(new Set(posts).size).toBe(1);
  });

  test('the limits are told before anything is sent: count, type and size', async ({ page }) => {
    await open(page, '/contact');
    const form = quoteForm(page);
    const max = attachmentRules.quote.maxFiles;
    const oneTooMany = Array.from({ length: max + 1 }, (_, i) => ({
      name: `bill-${i + 1}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFile(String(i)),
    }));
    await chooser(form).setInputFiles(oneTooMany);
    await expect(fileAlert(form)).toHaveText(attachmentCopy.tooMany(max));
    await expect(items(form)).toHaveCount(max);
    await expect(chooser(form)).toBeDisabled();
    for (let i = 0; i < max; i++) await form.getByRole('button', { name: attachmentCopy.remove(`bill-${i + 1}.pdf`) }).click();

    const notAPdf = Buffer.concat([Buffer.from([0, 0xff, 1]), Buffer.from('some bytes, not a PDF')]);
    await chooser(form).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: notAPdf });
    await expect(fileAlert(form)).toHaveText(attachmentCopy.wrongType('notes.pdf', attachmentCopy.kinds.quote));
    // Text is judged as a Green Button file (docs/decisions/032-green-button-files.md): this is none.
    await chooser(form).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text, not a bill') });
    await expect(fileAlert(form)).toHaveText(attachmentCopy.greenButtonInvalid('notes.txt'));
    const big = Buffer.concat([pdfFile(), Buffer.alloc(attachmentLimits.fileBytes)]);
    await chooser(form).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(fileAlert(form)).toHaveText(attachmentCopy.tooLarge('scan.pdf', attachmentLimits.fileBytes / 1024 / 1024));
    await expect(items(form)).toHaveCount(0);
  });

  test('the application takes one resume and the office gets it with the application', async ({ page, site }) => {
    await open(page, '/about/careers');
    const form = page.getByRole('form', { name: applicationCopy.title });
    const email = `resume-${randomUUID()}@example.com`;
    await form.getByLabel(applicationCopy.labels.name).fill('Rosa Medina');
    await form.getByLabel(applicationCopy.labels.email).fill(email);
    await form.getByLabel(applicationCopy.labels.phone).pressSequentially('6615550188');
    await form.getByLabel(fieldLabels.position).selectOption({ index: 1 });
    const resume = form.getByLabel(attachmentCopy.resume.choose);
    await resume.setInputFiles({ name: 'Rosa Medina resume.pdf', mimeType: 'application/pdf', buffer: pdfFile('resume') });
    await expect(items(form)).toHaveCount(1);
    await expect(resume).toBeDisabled();
    await form.getByRole('button', { name: applicationCopy.submit }).click();
    await expect(form.getByText(applicationCopy.success)).toBeVisible();
    await expect(items(form)).toHaveCount(0);
    await waitFor(async () => (await mailsTo(site, email)).length > 0, { what: 'the application email', timeoutMs: 10_000 });
    const [mail] = await mailsTo(site, email);
    expect(mail!.attachments.map((a) => a.mimeType)).toEqual(['application/pdf']);
    expect(bytesOf(mail!.attachments[0]!.content).equals(pdfFile('resume'))).toBe(true);
  });

  test("a bill's Green Button XML reaches the office email as application/xml, byte for byte; a DOCTYPE is refused with its reason", async ({
    page,
    site,
  }) => {
    await open(page, '/contact');
    const form = quoteForm(page);
    await expect(form.getByText(attachmentCopy.quote.hint)).toBeVisible();
    await chooser(form).setInputFiles({ name: 'laughs.xml', mimeType: 'text/xml', buffer: hostileGreenButton.billionLaughs });
    await expect(fileAlert(form)).toHaveText(attachmentCopy.greenButtonUnsafe('laughs.xml'));
    await expect(items(form)).toHaveCount(0);

    const email = `green-button-${randomUUID()}@example.com`;
    await fillQuote(form, email, 'Green Button file of the last year attached');
    const usage = greenButtonXml({ readings: 720 });
    await chooser(form).setInputFiles({ name: 'pge_electric_usage_interval_data.xml', mimeType: 'text/xml', buffer: usage });
    await expect(items(form)).toHaveCount(1);
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByTestId('lead-reference')).toHaveText(/^[0-9a-f]{8}$/);
    await waitFor(async () => (await mailsTo(site, email)).some((m) => m.attachments.length > 0), { what: 'the file', timeoutMs: 20_000 });
    const mail = (await mailsTo(site, email)).find((m) => m.attachments.length > 0)!;
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([['attachment-1.xml', 'application/xml']]);
    expect(bytesOf(mail.attachments[0]!.content).equals(usage)).toBe(true);
    expect(mail.text).toContain('Green Button data (XML)');
    expect(mail.subject).toContain(`(ref ${await form.getByTestId('lead-reference').textContent()})`);
  });

  test('a photo chosen before the page has woken is kept', async ({ page }) => {
    await page.goto('/contact');
    const form = quoteForm(page);
    await chooser(form).setInputFiles(pdf);
    await waitForHydration(page);
    await expect(items(form)).toHaveCount(1);
    await expect(items(form).first()).toContainText('june-bill.pdf');
  });

  test('with no room left on the device, the lead text is saved and sent, and the visitor is told the files were not', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(90_000);
    await openControlled(page, '/contact');
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    const { usage } = (await cdp.send('Storage.getUsageAndQuota', { origin })) as { usage: number };
    // Room for a lead's text, not for a 300 KB photo.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 64 * 1024 });
    await context.setOffline(true);
    const email = `full-${randomUUID()}@example.com`;
    const form = quoteForm(page);
    await fillQuote(form, email, 'Meter photo would not fit');
    await addPhoto(page, form);
    await expect(items(form)).toHaveCount(1);
    await expect(form.getByRole('button', { name: attachmentCopy.remove('IMG_2041.jpg') })).toBeVisible();
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByRole('status')).toHaveText(`${SAVED} ${attachmentCopy.notStored(1)}`);
    expect(await outboxFiles(page)).toEqual([]);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await context.setOffline(false);
    await waitFor(async () => (await mailsTo(site, email)).length > 0, { what: 'the email', timeoutMs: 20_000 });
    const [mail] = await mailsTo(site, email);
    expect(mail!.text).toContain('Meter photo would not fit');
    expect(mail!.attachments).toEqual([]);
  });
});
