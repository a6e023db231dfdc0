import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { agriculturePage, block, commercialOverviewPage, estimateFormCopy, generalElectricPage, interestOptions, literally } from './copy';
import { commercialFinancingMeta, fieldLabels } from './copy';
import { newConstructionMeta } from './copy';
import { commercialProcessMeta } from './copy';
import { commercialOverviewMeta } from './copy';
import { remodelsMeta } from './copy';
import { commercialSolarMeta } from './copy';
import { agricultureMeta } from './copy';
import { generalElectricMeta } from './copy';
import { oilGasMeta } from './copy';
import type { PageMeta } from './copy';
import { site, telHref } from './copy';
import { fullTitle } from './copy';
import { expect, open, test } from './fixtures';

const pages: readonly { path: string; meta: PageMeta }[] = [
  { path: '/services/commercial-electric', meta: commercialOverviewMeta },
  { path: '/services/commercial-electric/our-process', meta: commercialProcessMeta },
  { path: '/services/commercial-electric/new-construction', meta: newConstructionMeta },
  { path: '/services/commercial-electric/solar', meta: commercialSolarMeta },
  { path: '/services/commercial-electric/remodels', meta: remodelsMeta },
  { path: '/services/commercial-electric/financing', meta: commercialFinancingMeta },
  { path: '/services/oil-gas', meta: oilGasMeta },
  { path: '/services/agriculture', meta: agricultureMeta },
  { path: '/services/general-electric', meta: generalElectricMeta },
];

const titleOf = (path: string) => fullTitle(pages.find((p) => p.path === path)!.meta.title);

test.describe('commercial and field-service pages', () => {
  test('every page has its own title', () => {
    const titles = pages.map((p) => p.meta.title);
    expect(new Set(titles).size).toBe(pages.length);
  });

  test('every internal link on these pages answers 200', async ({ tab: { page }, request }) => {
    const targets = new Set<string>();
    for (const { path } of pages) {
      await open(page, path);
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) targets.add(href.split('#')[0] || '/');
    }
    expect(targets.size).toBeGreaterThan(5);
    for (const target of targets) {
      const res = await request.get(target);
      expect(res.status(), target).toBe(200);
    }
  });

  // One test per link, each a visitor's path from the overview: they run side by side.
  const cards = block(commercialOverviewPage.blocks, 'cards', 'services').items;
  const financing = commercialOverviewPage.blocks.flatMap((b) =>
    b.kind === 'split' && b.action?.href.endsWith('/financing') ? [b.action] : [],
  );
  const links = [
    ...cards.map((c) => ({ what: `the ${c.title} card`, name: new RegExp(`${literally(c.title)}$`), path: c.href })),
    ...financing.map((a) => ({ what: 'the financing link', name: new RegExp(`^${literally(a.label)}$`), path: a.href })),
  ];

  test('the overview shows four cards and one financing link, and they render as they should', async ({
    tab: { page, consoleProblems },
  }) => {
    expect(cards).toHaveLength(4);
    expect(financing).toHaveLength(1);
    await open(page, '/services/commercial-electric');
    await expect(page.locator('#services article')).toHaveCount(cards.length);
    for (const { name, path } of links) await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', path);
    expect(consoleProblems).toEqual([]);
  });

  for (const { what, name, path } of links) {
    test(`the overview's ${what.replace(/^the /, '')} opens ${path}, which renders`, async ({ tab: { page, consoleProblems } }) => {
      await open(page, '/services/commercial-electric');
      await page.getByRole('main').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(titleOf(path));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect(consoleProblems).toEqual([]);
    });
  }

  test('the commercial solar estimate form sends a lead that arrives by email', async ({
    tab: { page, consoleProblems },
    site: running,
  }) => {
    const openedAt = Date.now();
    await open(page, '/services/commercial-electric/solar');
    const email = `commercial-solar-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: estimateFormCopy.title });
    const labels = { ...estimateFormCopy.labels, zipCode: fieldLabels.zipCode };
    const interest = interestOptions.find((o) => o.id === 'solar-batteries')!.label;
    await form.getByLabel(labels.firstName).fill('Marisol');
    await form.getByLabel(labels.lastName).fill('Vega');
    await form.getByLabel(labels.phone).pressSequentially('6615550187');
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.zipCode).fill('93308');
    await form.getByLabel(interest).check();

    // The server holds leads sent faster than a person could type as suspected spam; wait like one.
    const minFillMs = running.server.config.spam?.minFillMs ?? 0;
    const wait = minFillMs + 250 - (Date.now() - openedAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await form.getByRole('button', { name: estimateFormCopy.submit }).click();

    await expect(form.getByRole('status')).toHaveText(estimateFormCopy.success);
    await expect(form.getByLabel(labels.email)).toHaveValue('');

    const mail = await waitFor(async () => (await running.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the commercial solar estimate email',
    });
    expect(mail.subject).toContain('estimate request');
    expect(mail.text).toContain('Name: Marisol Vega');
    expect(mail.text).toContain('Phone: 6615550187'); // as typed (issue 29)
    expect(mail.text).toContain('ZIP code: 93308');
    expect(mail.text).toContain(`Interests: ${interest}`);
    expect(mail.text).toContain('/services/commercial-electric/solar');
    expect(consoleProblems).toEqual([]);
  });

  test("the agriculture page's 'More About Us' link goes to /about", async ({ tab: { page } }) => {
    await open(page, '/services/agriculture');
    const about = block(agriculturePage.blocks, 'split', 'about').action!;
    expect(about.href).toBe('/about');
    const link = page.getByRole('main').getByRole('link', { name: about.label });
    await expect(link).toHaveAttribute('href', '/about');
    await link.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the general page offers the 24/7 line without promising an arrival time, and a call button', async ({ tab: { page } }) => {
    await open(page, '/services/general-electric');
    const hero = page.locator('section[aria-labelledby="page-heading"]');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('24/7');
    // Arrival is the drive from Bakersfield, so no blanket hour promise (docs/decisions/011-fictional-samples.md).
    await expect(hero).not.toContainText(/\bin 1[–-]2 hours/);
    const { lead, actions } = block(generalElectricPage.blocks, 'hero');
    await expect(hero).toContainText(lead);
    // The call action is the one that dials the office number.
    const callAction = actions.find((a) => a.href === telHref)!;
    expect(callAction.label).toContain(site.phone.display);
    const call = hero.getByRole('link', { name: callAction.label });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', telHref);
    expect(telHref).toMatch(/^tel:\+1\d{10}$/);
  });
});
