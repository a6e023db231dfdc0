import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import {
  esLeadText,
  esQuoteFormCopy,
  esReceiptCopy,
  leadFields,
  leadMessages,
  leadMessagesEs,
  leadText,
  quoteFormCopy,
  receiptCopy,
  serviceOptions,
  utilityOptions,
} from './copy';
import { expect, expectDeliveredOnce, open, refuseLeadPosts, test } from './fixtures';

/**
 * What the office needs to price the trip (issue 29), in both languages: ZIP code of our area,
 * the utility it presets, the bill, the new services, the button that says what happens, the
 * reference and callback after sending, and the copy by email only when ticked.
 */
const languages = [
  { lang: 'en', path: '/contact', copy: quoteFormCopy, lead: leadText, receipt: receiptCopy, messages: leadMessages },
  { lang: 'es', path: '/es/contacto', copy: esQuoteFormCopy, lead: esLeadText, receipt: esReceiptCopy, messages: leadMessagesEs },
] as const;

for (const { lang, path, copy, lead, receipt, messages } of languages) {
  const label = (name: 'zipCode' | 'utility' | 'monthlyBill' | 'copyRequested') => leadFields[name].label[lang];
  const form = (page: Page) => page.getByRole('form', { name: copy.title });
  const option = (o: { label: string; labelEs: string }) => (lang === 'es' ? o.labelEs : o.label);

  async function fill(f: Locator, email: string) {
    await f.getByLabel(copy.labels.firstName).fill('Rosa');
    await f.getByLabel(copy.labels.lastName).fill('Méndez');
    await f.getByLabel(copy.labels.email).fill(email);
    await f.getByLabel(copy.labels.phone).fill('(661) 555-0199');
  }

  test.describe(`quote form fields (${lang})`, () => {
    test('offers the new services, says what the button does, and presets the utility from the ZIP', async ({ tab: { page } }) => {
      await open(page, path);
      const f = form(page);
      await expect(f.getByRole('button', { name: lead.submit })).toBeVisible();
      for (const id of ['ev-charger', 'panel-upgrade', 'repair']) {
        const service = serviceOptions.find((o) => o.id === id)!;
        await expect(f.getByLabel(copy.labels.service).locator('option', { hasText: option(service) })).toHaveCount(1);
      }
      const utility = f.getByLabel(label('utility'));
      await f.getByLabel(label('zipCode'), { exact: true }).fill('93561'); // Tehachapi: SCE
      await expect(utility).toHaveValue('sce');
      await expect(utility.locator('option:checked')).toHaveText(option(utilityOptions.find((o) => o.id === 'sce')!));
      await f.getByLabel(label('zipCode'), { exact: true }).fill('93301'); // Bakersfield: PG&E
      await expect(utility).toHaveValue('pge');
      // A choice the visitor made stands.
      await utility.selectOption('other');
      await f.getByLabel(label('zipCode'), { exact: true }).fill('93561');
      await expect(utility).toHaveValue('other');
    });

    test('refuses a ZIP outside our towns with what to do, and sends nothing', async ({ tab: { page } }) => {
      await open(page, path);
      const posts = await refuseLeadPosts(page);
      const f = form(page);
      await fill(f, `outside-${randomUUID()}@example.com`);
      await f.getByLabel(copy.labels.service).selectOption('repair');
      await f.getByLabel(label('zipCode'), { exact: true }).fill('90210');
      await f.getByRole('button', { name: lead.submit }).click();
      await expect(f.getByText(messages.zipOutsideArea)).toBeVisible();
      await expect(f.getByLabel(label('zipCode'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(posts).toEqual([]);
    });

    test('sends the new fields, the phone as typed, shows the reference and callback, and emails the copy only when ticked', async ({
      tab: { page },
      site,
    }) => {
      await open(page, path);
      const f = form(page);
      const email = `fields-${lang}-${randomUUID()}@example.com`;
      await fill(f, email);
      await f.getByLabel(copy.labels.service).selectOption('ev-charger');
      await f.getByLabel(label('zipCode'), { exact: true }).fill('93561');
      await f.getByLabel(label('monthlyBill')).fill('$240');
      await f.getByLabel(label('copyRequested')).check();
      await f.getByRole('button', { name: lead.submit }).click();

      await expect(f.getByRole('status')).toHaveText(messages.quoteSuccess);
      const reference = (await f.getByTestId('lead-reference').textContent())!;
      expect(reference).toMatch(/^[0-9a-f]{8}$/);
      await expect(f.getByTestId('lead-receipt')).toContainText(receipt.reference);
      await expect(f.getByTestId('lead-receipt')).toContainText(receipt.callback);

      const office = await expectDeliveredOnce(site, email);
      expect(office.subject).toContain(`(ref ${reference})`);
      for (const row of ['Phone: (661) 555-0199', 'ZIP code: 93561', 'Utility: SCE', 'Monthly bill: $240', 'Copy to visitor: Requested'])
        expect(office.text).toContain(row);
      expect(office.text).toContain(serviceOptions.find((o) => o.id === 'ev-charger')!.label);

      // The copy: to the visitor, in their language, with their reference.
      const copyMail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.to?.[0]?.address === email), {
        what: 'the visitor copy',
        timeoutMs: 15_000,
      });
      expect(copyMail.subject).toContain(`(ref ${reference})`);
      expect(copyMail.text).toContain('(661) 555-0199');
      expect(copyMail.text).toContain(option(serviceOptions.find((o) => o.id === 'ev-charger')!));
    });
  });
}
