import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import * as formsEn from '@/content/forms';
import * as formsEs from '@/content/forms.es';
import * as en from '@/content/resources/solar-estimate';
import * as es from '@/content/resources/solar-estimate.es';
import { wcagViolations } from './axe';
import { leadFields } from '@/shared/lead/lead-fields';
import { src } from '@/shared/estimate/sources';
import { estimateOffer as offerEn } from '@/content/estimate-offer';
import { estimateOffer as offerEs } from '@/content/estimate-offer.es';
import { interestOptions } from './copy';
import { expect, expectDeliveredOnce, open, test, waitForHydration } from './fixtures';
import { openControlled } from './pwa-helpers';

/**
 * The solar estimate page (docs/decisions/023-estimate.md) in both languages: the worked example
 * before any script, the figures following the inputs (the homes of docs/estimate-examples.md),
 * the assumptions, the presets in the address, and offline. The WCAG checks here are of the
 * estimate in the states the visitor leads it to; the header and footer are checked by
 * every-page.spec.ts. Tests of the awake page open it in the worker's tab (tests/e2e/fixtures.ts);
 * those of a first visit, before React and offline take a fresh `page`.
 */
// Each step waits for the figures, computed in the page at every change: slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

declare global {
  interface Window {
    /** Set in the frame after React has taken over (app:listening). */
    __handedOver?: boolean;
  }
}

type Copy = typeof en | typeof es;
const languages = [
  { path: '/resources/solar-estimate', copy: en as Copy, forms: formsEn as typeof formsEn | typeof formsEs, lang: 'en' as const },
  { path: '/es/recursos/estimacion-solar', copy: es, forms: formsEs, lang: 'es' as const },
] as const;

const inputs = (page: Page, copy: Copy) => page.getByRole('form', { name: copy.estimateFormCopy.label });
const results = (page: Page) => page.locator('#est-results');

/** Sets the estimator's own fields (the ones given). */
async function answer(
  page: Page,
  copy: Copy,
  values: { place?: string; bill?: string; discount?: string; battery?: string; roof?: string },
) {
  const f = copy.estimateFormCopy;
  const form = inputs(page, copy);
  if (values.place !== undefined) await form.getByLabel(f.place, { exact: true }).fill(values.place);
  if (values.bill !== undefined) await form.getByLabel(f.bill, { exact: true }).fill(values.bill);
  if (values.discount !== undefined) await form.getByLabel(f.discount, { exact: true }).selectOption(values.discount);
  if (values.battery !== undefined) await form.getByLabel(f.battery, { exact: true }).selectOption(values.battery);
  if (values.roof !== undefined) await form.getByLabel(f.roof, { exact: true }).selectOption(values.roof);
}

for (const { path, copy } of languages) {
  test.describe(`solar estimate, ${path}`, () => {
    test.describe('before any script', () => {
      test.use({ javaScriptEnabled: false });
      test('the page shows its form and the worked example: docs/estimate-examples.md, home 1', async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toHaveText(copy.estimateIntro.heading);
        await expect(inputs(page, copy).getByLabel(copy.estimateFormCopy.bill, { exact: true })).toHaveValue('150');
        await expect(results(page)).toContainText(copy.estimateResultCopy.placeLine('Bakersfield', 'PG&E', 13));
        await expect(results(page)).toContainText('$72–$116');
        await expect(results(page)).toContainText('1.5–3.0 kW');
        await expect(results(page)).toContainText('$3,800–$11,300');
        await expect(page.locator('#backup')).toContainText(copy.backupCopy.hours('40–51'));
        // Every assumption with its value and date; the changeable ones get their boxes with the code.
        await expect(page.locator('#assumptions li').first()).toContainText('1,705–2,000');
        await expect(page.locator('#assumptions input')).toHaveCount(0);
        // A transcription's "(original document)" holds its place as words; the link comes with the code.
        await expect(page.locator('#assumptions')).toContainText(`(${copy.assumptionsCopy.original})`);
        await expect(page.locator(`#assumptions a[href="${src.pgeEtouC.url}"]`)).toHaveCount(0);
      });
    });

    test('the figures follow the inputs: homes 2 and 3 of docs/estimate-examples.md, and the backup hours', async ({
      tab: { page, consoleProblems },
    }) => {
      await open(page, path);
      await answer(page, copy, { place: 'Tehachapi', bill: '320', battery: 'powerwall3' });
      await expect(results(page)).toContainText(copy.estimateResultCopy.placeLine('Tehachapi', 'SCE', 16));
      await expect(results(page)).toContainText('$60–$157');
      await expect(results(page)).toContainText(copy.estimateResultCopy.selfUse);
      const backup = page.locator('#backup');
      await expect(backup).toContainText(copy.backupCopy.hours('40–51'));
      await backup.getByLabel(copy.backupCopy.circuits.centralAc).check();
      await expect(backup).toContainText(copy.backupCopy.hours('3–7.5'));

      await answer(page, copy, { place: 'Delano', bill: '110', discount: 'care', battery: 'none' });
      await expect(results(page)).toContainText(copy.estimateResultCopy.placeLine('Delano', 'PG&E', 13));
      await expect(results(page)).toContainText('$35–$79');

      // A place we do not serve: said beside the field, and the figures stay those of the last entry.
      await answer(page, copy, { place: 'Fresno' });
      await expect(inputs(page, copy).getByText(copy.estimateFormCopy.placeUnknown)).toBeVisible();
      await expect(results(page)).toContainText(copy.estimateResultCopy.stale);
      await expect(results(page)).toContainText('$35–$79');
      expect(await wcagViolations(page, { chrome: false })).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test('an assumption changed in its box changes the estimate, is marked, and comes back', async ({ tab: { page } }) => {
      await open(page, path);
      const a = copy.assumptionsCopy;
      const row = page.locator('#assumptions li').filter({ hasText: copy.factText['tariff.export-value']!.label });
      const label = copy.factText['tariff.export-value']!.label;
      const low = row.getByRole('textbox', { name: `${label} ${a.from}` });
      const high = row.getByRole('textbox', { name: `${label} ${a.to}` });
      await expect(low).toHaveValue('0.05');
      // The transcription's words are now the link to the original.
      await expect(page.locator(`#assumptions a[href="${src.pgeEtouC.url}"]`)).toHaveText(a.original);
      await low.fill('0.2');
      await expect(row.getByText(a.errors.order)).toBeVisible();
      await expect(low).toHaveAttribute('aria-invalid', 'true');
      await high.fill('0.25');
      await expect(row).toContainText('$0.20–$0.25');
      await expect(row).toContainText(a.changed);
      // A higher export credit: a lower bill with solar than the sourced $72–$116.
      await expect(results(page)).not.toContainText('$72–$116');
      expect(await wcagViolations(page, { chrome: false })).toEqual([]);
      await page.getByRole('button', { name: a.reset }).click();
      await expect(row).not.toContainText(a.changed);
      await expect(low).toHaveValue('0.05');
      await expect(results(page)).toContainText('$72–$116');
    });

    test('works by keyboard', async ({ tab: { page } }) => {
      await open(page, path);
      const form = inputs(page, copy);
      await form.getByLabel(copy.estimateFormCopy.place, { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('93505');
      await page.keyboard.press('Tab'); // the first usage choice
      await page.keyboard.press('Tab'); // the bill
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('200');
      await expect(results(page)).toContainText(copy.estimateResultCopy.placeLine('California City', 'SCE', 14));
    });
  });
}

test.describe('solar estimate, presets', () => {
  test('the address presets the town before any interaction', async ({ page }) => {
    // Without inputs in the address the page waits for the visitor (docs/decisions/005-hydrate-on-intent.md):
    // once the boot script has run its wake checks and made its idle-time decision (data-prefetch,
    // "on" only while React sleeps), React is not asleep by chance, and its code was never asked for.
    const reactAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/app-[\w-]+\.js$/.test(new URL(request.url()).pathname)) reactAsked.push(request.url());
    });
    await page.goto('/resources/solar-estimate');
    await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'on');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(reactAsked).toEqual([]);
    // ...with them it wakes by itself, or the figures would be Bakersfield's under a Tehachapi link.
    await page.goto('/resources/solar-estimate?town=california-city');
    // No pointer, no key: the boot script wakes the page because the address holds inputs.
    await expect(inputs(page, en).getByLabel(en.estimateFormCopy.place, { exact: true })).toHaveValue('California City');
    await expect(results(page)).toContainText(en.estimateResultCopy.placeLine('California City', 'SCE', 14));
  });

  test('the first tap on a phone counts: a circuit ticked before the page woke is kept and its hours shown', async ({ browser, site }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // React has taken over once it listens (app:listening, when the early script hands it the
    // held input) and a frame has passed: whatever it does to the tick has been done by then.
    await page.addInitScript(() =>
      document.addEventListener('app:listening', () => requestAnimationFrame(() => setTimeout(() => (window.__handedOver = true))), {
        once: true,
      }),
    );
    await page.goto(`${site.server.url}/resources/solar-estimate`);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const ac = page.locator('#backup').getByLabel(en.backupCopy.circuits.centralAc);
    await ac.tap();
    await page.waitForFunction(() => window.__handedOver === true && document.documentElement.dataset.hydrated === 'true');
    await expect(ac).toBeChecked();
    await expect(page.locator('#backup')).toContainText(en.backupCopy.hours('3–7.5'));
    await context.close();
  });

  test('what the visitor changed before the page woke is kept and counted', async ({ page }) => {
    await page.goto('/resources/solar-estimate');
    const form = inputs(page, en);
    // Whether these land before or after React wakes, the figures must be for them.
    await form.getByLabel(en.estimateFormCopy.roof, { exact: true }).selectOption('east-west');
    await form.getByLabel(en.estimateFormCopy.bill, { exact: true }).fill('320');
    await waitForHydration(page);
    await expect(results(page)).toContainText('$320');
    await expect(page.locator('#assumptions')).toContainText(en.factText['roof.east-west']!.label);
  });
});

test.describe('solar estimate, offline', () => {
  // The worker installed already, as offline.spec.ts does (tests/e2e/fixtures.ts).
  test.use({ workerInstalled: true });
  test('the visited page opens offline and its figures still follow; the Spanish page opens from the shell', async ({
    page,
    context,
    consoleProblems,
  }) => {
    await openControlled(page, '/resources/solar-estimate');
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await answer(page, en, { place: 'Tehachapi', bill: '320', battery: 'powerwall3' });
    await expect(results(page)).toContainText('$60–$157');

    await page.goto('/es/recursos/estimacion-solar');
    await expect(page.locator('h1')).toHaveText(es.estimateIntro.heading);
    await waitForHydration(page);
    await answer(page, es, { place: 'Delano', bill: '110', discount: 'care' });
    await expect(results(page)).toContainText('$35–$79');
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('solar estimate, the lead', () => {
  for (const { path, copy, forms, lang } of languages) {
    for (const offline of [false, true]) {
      test(`${path}: a quote "with this estimate" is filled and arrives with the estimate in the office email${offline ? ', sent offline' : ''}`, async ({
        page,
        context,
        site,
      }) => {
        test.setTimeout(90_000);
        if (offline) {
          await openControlled(page, path);
          await context.setOffline(true);
        } else await open(page, path);
        // Home 2 of docs/estimate-examples.md, given by its ZIP.
        await answer(page, copy, { place: '93561', bill: '320', battery: 'powerwall3' });
        await expect(results(page)).toContainText('$60–$157');
        await results(page).getByRole('link', { name: copy.estimateResultCopy.action }).click();

        const quote = page.locator('#quote');
        await expect(quote).toContainText(copy.quoteCopy.attached('Tehachapi', '$320', '$60–$157'));
        const f = forms.estimateFormCopy;
        const form = quote.getByRole('form', { name: f.title });
        // Filled with what maps: the ZIP typed, and the solar interest; the visitor starts at the first box.
        await expect(form.getByLabel(leadFields.zipCode.label[lang], { exact: true })).toHaveValue('93561');
        const solar = interestOptions[0];
        await expect(form.getByLabel(lang === 'en' ? solar.label : solar.labelEs, { exact: true })).toBeChecked();
        await expect(form.getByLabel(f.labels.firstName)).toBeFocused();

        const email = `estimate-${lang}-${offline ? 'offline' : 'online'}-${randomUUID()}@example.com`;
        await form.getByLabel(f.labels.firstName).fill('Pat');
        await form.getByLabel(f.labels.lastName).fill('Lee');
        await form.getByLabel(f.labels.phone).fill('6615550123');
        await form.getByLabel(f.labels.email).fill(email);
        await form.getByRole('button', { name: f.submit }).click();
        if (offline) {
          // Kept in the outbox like any lead, and sent when the connection is back.
          await expect(form.getByRole('status')).not.toBeEmpty();
          await context.setOffline(false);
        } else await expect(form.getByRole('status')).toHaveText(f.success);

        const mail = await expectDeliveredOnce(site, email, 30_000);
        expect(mail.text).toContain('Solar estimate: Tehachapi 93561 (SCE), bill $320/mo, south roof, no shade, 1 Powerwall 3, no EV.');
        expect(mail.text).toContain('bill $320 -> $60-$157/mo');
        expect(mail.text).toContain('backup 40-51 h on 1 Powerwall 3 (fridge, lights, internet)');
        expect(mail.text).toContain('ZIP code: 93561');
      });
    }
  }

  test('the visitor can send the request without the estimate', async ({ tab: { page }, site }) => {
    await open(page, '/resources/solar-estimate');
    await results(page).getByRole('link', { name: en.estimateResultCopy.action }).click();
    const quote = page.locator('#quote');
    await quote.getByRole('button', { name: en.quoteCopy.detach }).click();
    await expect(quote).not.toContainText(en.quoteCopy.attached('Bakersfield', '$150', '$72–$116'));
    const f = formsEn.estimateFormCopy;
    const form = quote.getByRole('form', { name: f.title });
    const email = `estimate-detached-${randomUUID()}@example.com`;
    await form.getByLabel(f.labels.firstName).fill('Pat');
    await form.getByLabel(f.labels.lastName).fill('Lee');
    await form.getByLabel(f.labels.phone).fill('6615550123');
    await form.getByLabel(f.labels.email).fill(email);
    await form.getByRole('button', { name: f.submit }).click();
    const mail = await expectDeliveredOnce(site, email, 30_000);
    expect(mail.text).not.toContain('Solar estimate:');
    expect(mail.text).toContain('Interests: Solar/Batteries');
  });
});

test.describe('solar estimate, offered on other pages', () => {
  for (const { path, link, town } of [
    { path: '/services/residential-solar/batteries', link: offerEn.link, town: undefined },
    { path: '/es/zonas/tehachapi', link: offerEs.linkFor('Tehachapi'), town: 'Tehachapi' },
  ]) {
    test(`${path} links to the estimate${town ? ', preset to the town' : ''}`, async ({ tab: { page } }) => {
      await open(page, path);
      await page.getByRole('link', { name: link, exact: true }).click();
      const copy = path.startsWith('/es') ? es : en;
      await expect(page.locator('h1')).toHaveText(copy.estimateIntro.heading);
      await expect(inputs(page, copy).getByLabel(copy.estimateFormCopy.place, { exact: true })).toHaveValue(town ?? 'Bakersfield');
      if (town) await expect(results(page)).toContainText(copy.estimateResultCopy.placeLine(town, 'SCE', 16));
    });
  }
});
