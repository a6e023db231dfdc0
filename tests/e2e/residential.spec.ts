import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { estimateFormCopy } from './copy';
import { batteriesMeta } from './copy';
import { delanoMeta } from './copy';
import { evChargersMeta } from './copy';
import { residentialLandingMeta } from './copy';
import { ourProcessMeta } from './copy';
import { systemUpgradesMeta } from './copy';
import { fullTitle } from './copy';
import { expect, open, test } from './fixtures';

const ORIGIN = 'https://www.sunfield.example.com';
const LANDING = '/services/residential-solar';
const LANDING_H1 = 'Home solar and batteries built for Valley summers';

const pages = [
  { path: LANDING, h1: LANDING_H1, meta: residentialLandingMeta },
  { path: `${LANDING}/our-process`, h1: 'From first call to switched on, one team the whole way', meta: ourProcessMeta },
  { path: `${LANDING}/system-upgrades`, h1: 'Upgrade the solar you have to fit the home you live in now', meta: systemUpgradesMeta },
  { path: `${LANDING}/ev-chargers`, h1: 'Home EV charger installation, done to code in a day', meta: evChargersMeta },
  { path: `${LANDING}/batteries`, h1: 'Home batteries for NEM 3.0 savings and outage backup', meta: batteriesMeta },
  // docs/decisions/006-landing-pages.md: the Delano route shows the landing page and points its canonical there.
  { path: '/solar-installer-delano', h1: LANDING_H1, meta: delanoMeta, canonical: LANDING },
];

test('every residential page has its own title and description', () => {
  expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
  expect(new Set(pages.map((p) => p.meta.description)).size).toBe(pages.length);
  expect(delanoMeta.title).toContain('Delano');
});

// Each page's contract (status, h1, head, console) is checked on every page: every-page.spec.ts.
test('the Delano route shows the landing page with its canonical there; every page ends with a lead form', async ({ page, request }) => {
  for (const p of pages) {
    const html = await (await request.get(p.path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.slice(main.lastIndexOf('<section')), p.path).toContain('<form');
  }
  await open(page, '/solar-installer-delano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_H1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${LANDING}`);
});

/** The first answer of each FAQ, which the test opens. */
const faqPages = [
  { path: `${LANDING}/our-process`, answer: /1-3 days on the roof.*2-3 months/ },
  { path: `${LANDING}/system-upgrades`, answer: /true-up statement/ },
  { path: `${LANDING}/ev-chargers`, answer: /3 to 5 miles of range per hour/ },
  { path: `${LANDING}/batteries`, answer: /one to two days/ },
];

for (const p of faqPages) {
  test(`${p.path} has a 3-question FAQ, closed at first, that opens on click`, async ({ page, consoleProblems }) => {
    await open(page, p.path);
    const faq = page.locator('section#faq');
    const questions = faq.locator('button[aria-controls]');
    await expect(questions).toHaveCount(3);
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0); // hidden panels are not exposed

    const first = questions.first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveText(p.answer);
    await expect(faq.getByRole('region')).toHaveCount(1);
    // Questions toggle independently: opening the last keeps the first open; a second click closes it.
    await questions.last().click();
    await expect(faq.getByRole('region')).toHaveCount(2);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });
}

test('the estimate form on the landing page sends a lead with ZIP code and interests', async ({ page, site, consoleProblems }) => {
  await open(page, LANDING);
  const email = `residential-${randomUUID()}@example.com`;
  const form = page.getByRole('form', { name: estimateFormCopy.title });
  await form.getByLabel('First Name').fill('Maria');
  await form.getByLabel('Last Name').fill('Delgado');
  await form.getByLabel('Phone').pressSequentially('6615550188');
  await expect(form.getByLabel('Phone')).toHaveValue('+16615550188');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('ZIP Code').fill('93215');
  await form.getByLabel('Adding Batteries', { exact: true }).check();
  await form.getByLabel('True-Up', { exact: true }).check();
  await form.getByRole('button', { name: estimateFormCopy.submit }).click();

  await expect(form.getByRole('status')).toHaveText(estimateFormCopy.success);
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Phone')).toHaveValue('');
  await expect(form.getByLabel('ZIP Code')).toHaveValue('');
  await expect(form.getByLabel('Adding Batteries', { exact: true })).not.toBeChecked();
  await expect(form.getByLabel('True-Up', { exact: true })).not.toBeChecked();

  const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
    what: 'the estimate email',
    timeoutMs: 15_000, // the delivery worker runs on a shared, busy machine
  });
  expect(mail.text).toContain('Maria Delgado');
  expect(mail.text).toContain('93215');
  expect(mail.text).toContain('Adding Batteries');
  expect(mail.text).toContain('True-Up');
  expect(mail.text).not.toContain('Solar/Batteries');
  expect(mail.text).toContain('+1 (661) 555-0188');
  expect(mail.text).toContain(LANDING);
  expect(consoleProblems).toEqual([]);
});

test('the home page Home Energy tile leads to the landing page', async ({ page, consoleProblems }) => {
  await open(page, '/');
  await page.getByRole('link', { name: /Explore home solar/ }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_H1);
  expect(consoleProblems).toEqual([]);
});

test('the four cards of the landing page lead to pages that render', async ({ page, request, consoleProblems }) => {
  await open(page, LANDING);
  const cards = page.locator('section#home-services article');
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['our-process', 'system-upgrades', 'ev-chargers', 'batteries'].map((s) => `${LANDING}/${s}`));

  for (const [i, href] of hrefs.entries()) {
    const res = await request.get(href!);
    expect(res.status(), href!).toBe(200);
    // Client-side navigation through the card link, as a visitor would.
    await open(page, LANDING);
    await cards.nth(i).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const expected = pages.find((p) => p.path === href)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    await expect(page).toHaveTitle(fullTitle(expected.meta.title));
  }
  expect(consoleProblems).toEqual([]);
});

test('landing page sections reveal as they scroll into view', async ({ page }) => {
  await open(page, LANDING);
  const section = page.locator('section#satisfaction [data-reveal]');
  await expect(section).not.toHaveAttribute('data-revealed', '');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-revealed', '');
  await expect(section).toHaveCSS('opacity', '1');
});
