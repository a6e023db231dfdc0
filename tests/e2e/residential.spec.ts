import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { batteriesPage, block, delanoMeta, estimateFormCopy, evChargersPage, interestOptions, ourProcessPage } from './copy';
import { residentialLandingPage, serviceTiles, systemUpgradesPage, fieldLabels } from './copy';
import { fullTitle, literally } from './copy';
import { expect, open, test } from './fixtures';

const ORIGIN = 'https://www.sunfield.example.com';
const LANDING = '/services/residential-solar';
const h1 = (page: typeof residentialLandingPage) => block(page.blocks, 'hero').heading;
const LANDING_H1 = h1(residentialLandingPage);

const pages = [
  { path: LANDING, h1: LANDING_H1, meta: residentialLandingPage.meta },
  { path: `${LANDING}/our-process`, h1: h1(ourProcessPage), meta: ourProcessPage.meta, content: ourProcessPage },
  { path: `${LANDING}/system-upgrades`, h1: h1(systemUpgradesPage), meta: systemUpgradesPage.meta, content: systemUpgradesPage },
  { path: `${LANDING}/ev-chargers`, h1: h1(evChargersPage), meta: evChargersPage.meta, content: evChargersPage },
  { path: `${LANDING}/batteries`, h1: h1(batteriesPage), meta: batteriesPage.meta, content: batteriesPage },
  // docs/decisions/006-landing-pages.md: the Delano route shows the landing page and points its canonical there.
  { path: '/solar-installer-delano', h1: LANDING_H1, meta: delanoMeta, canonical: LANDING },
];

const labels = { ...estimateFormCopy.labels, zipCode: fieldLabels.zipCode };
const interest = (id: (typeof interestOptions)[number]['id']) => interestOptions.find((o) => o.id === id)!.label;

test('every residential page has its own title and description', () => {
  expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
  expect(new Set(pages.map((p) => p.meta.description)).size).toBe(pages.length);
  expect(delanoMeta.title).toContain('Delano');
});

// Each page's contract (status, h1, head, console) is checked on every page: every-page.spec.ts.
test('the Delano route shows the landing page with its canonical there; every page ends with a lead form', async ({
  tab: { page },
  request,
}) => {
  for (const p of pages) {
    const html = await (await request.get(p.path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.slice(main.lastIndexOf('<section')), p.path).toContain('<form');
  }
  await open(page, '/solar-installer-delano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_H1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${LANDING}`);
});

/** The pages with an FAQ, and its first answer, which the test opens. */
const faqPages = pages.flatMap((p) =>
  p.content ? [{ path: p.path, answer: block(p.content.blocks, 'faq', 'faq').groups.flatMap((g) => g.items)[0]!.answer }] : [],
);

for (const p of faqPages) {
  test(`${p.path} has a 3-question FAQ, closed at first, that opens on click`, async ({ tab: { page, consoleProblems } }) => {
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

test('the estimate form on the landing page sends a lead with ZIP code and interests', async ({ tab: { page, consoleProblems }, site }) => {
  await open(page, LANDING);
  const email = `residential-${randomUUID()}@example.com`;
  const form = page.getByRole('form', { name: estimateFormCopy.title });
  await form.getByLabel(labels.firstName).fill('Maria');
  await form.getByLabel(labels.lastName).fill('Delgado');
  await form.getByLabel(labels.phone).pressSequentially('6615550188');
  await expect(form.getByLabel(labels.phone)).toHaveValue('6615550188'); // as typed (issue 29)
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.zipCode).fill('93215');
  await form.getByLabel(interest('adding-batteries'), { exact: true }).check();
  await form.getByLabel(interest('true-up'), { exact: true }).check();
  await form.getByRole('button', { name: estimateFormCopy.submit }).click();

  await expect(form.getByRole('status')).toHaveText(estimateFormCopy.success);
  await expect(form.getByLabel(labels.firstName)).toHaveValue('');
  await expect(form.getByLabel(labels.email)).toHaveValue('');
  await expect(form.getByLabel(labels.phone)).toHaveValue('');
  await expect(form.getByLabel(labels.zipCode)).toHaveValue('');
  await expect(form.getByLabel(interest('adding-batteries'), { exact: true })).not.toBeChecked();
  await expect(form.getByLabel(interest('true-up'), { exact: true })).not.toBeChecked();

  const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
    what: 'the estimate email',
    timeoutMs: 15_000, // the delivery worker runs on a shared, busy machine
  });
  expect(mail.text).toContain('Maria Delgado');
  expect(mail.text).toContain('93215');
  expect(mail.text).toContain(interest('adding-batteries'));
  expect(mail.text).toContain(interest('true-up'));
  expect(mail.text).not.toContain(interest('solar-batteries'));
  expect(mail.text).toContain('Phone: 6615550188');
  expect(mail.text).toContain(LANDING);
  expect(consoleProblems).toEqual([]);
});

test('the home page Home Energy tile leads to the landing page', async ({ tab: { page, consoleProblems } }) => {
  await open(page, '/');
  const tile = serviceTiles.find((t) => t.href === LANDING)!;
  await page.getByRole('link', { name: new RegExp(literally(tile.cta)) }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_H1);
  expect(consoleProblems).toEqual([]);
});

const landingCards = block(residentialLandingPage.blocks, 'cards', 'home-services').items;

test('the landing page has four cards, to the four other residential pages', async ({ tab: { page }, request }) => {
  await open(page, LANDING);
  const cards = page.locator('section#home-services article');
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(landingCards.map((c) => c.href));
  expect(hrefs).toEqual(['our-process', 'system-upgrades', 'ev-chargers', 'batteries'].map((s) => `${LANDING}/${s}`));
  for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
});

// One test per card, each a visitor's client-side move from the landing page: they run side by side.
for (const [i, card] of landingCards.entries()) {
  test(`the landing page's ${card.title} card opens a page that renders`, async ({ tab: { page, consoleProblems } }) => {
    await open(page, LANDING);
    await page.locator('section#home-services article').nth(i).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
    const expected = pages.find((p) => p.path === card.href)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    await expect(page).toHaveTitle(fullTitle(expected.meta.title));
    expect(consoleProblems).toEqual([]);
  });
}

test('landing page sections reveal as they scroll into view', async ({ tab: { page } }) => {
  await open(page, LANDING);
  const section = page.locator('section#satisfaction [data-reveal]');
  await expect(section).not.toHaveAttribute('data-revealed', '');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-revealed', '');
  await expect(section).toHaveCSS('opacity', '1');
});
