import type { Page } from '@playwright/test';
import { faqGroups } from './copy';
import { blogListMeta } from './copy';
import { fullTitle } from './copy';
import { expect, open, test } from './fixtures';

const ORIGIN = 'https://www.sunfield.example.com';
// Written out rather than imported: a post file imports its illustration, which Node cannot load.
// Newest first, as the list shows them; the tax-credit article was rewritten on the incentives' asOf date.
const articles = [
  {
    id: 'solar-tax-credits',
    title: 'Solar Tax Credits After 2025',
    metaTitle: 'Solar Tax Credits After 2025: What Is Left',
    isoDate: '2026-11-23',
    date: 'November 23, 2026',
    readTime: '8 min read',
  },
  {
    id: 'wifi-reconnects',
    title: 'Wi-Fi Reconnection Guide',
    metaTitle: 'Wi-Fi Guide: Get Solar Monitoring Back Online',
    isoDate: '2024-03-15',
    date: 'March 15, 2024',
    readTime: '8 min read',
  },
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe('blog', () => {
  test('the list shows exactly two cards, each linking to its article with date and read time', async ({ page }) => {
    await open(page, '/resources/blog');
    const cards = page.locator('#articles').getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const [i, a] of articles.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: a.title })).toBeVisible();
      await expect(card).toContainText(a.date);
      await expect(card).toContainText(a.readTime);
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/resources/blog/${a.id}`);
    }
  });

  for (const a of articles) {
    test(`${a.id}: date, read time, Article JSON-LD, and Back to all articles`, async ({ page, consoleProblems }) => {
      await open(page, `/resources/blog/${a.id}`);
      const article = page.getByRole('article', { name: a.title });
      await expect(article.locator('time')).toHaveText(a.date);
      await expect(article.locator('time')).toHaveAttribute('datetime', a.isoDate);
      await expect(article).toContainText(a.readTime);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const ld = (await jsonLd(page)).find((d) => d['@type'] === 'Article');
      expect(ld).toMatchObject({
        headline: a.title,
        datePublished: a.isoDate,
        mainEntityOfPage: `${ORIGIN}/resources/blog/${a.id}`,
      });

      await page.getByRole('link', { name: 'Back to all articles' }).click();
      await expect(page).toHaveURL(/\/resources\/blog$/);
      await expect(page.locator('h1')).toHaveText('Latest News & Insights');
      await expect(page).toHaveTitle(fullTitle(blogListMeta.title));
      expect(consoleProblems).toEqual([]);
    });
  }

  test('a card opens its article by client-side navigation', async ({ page }) => {
    await open(page, '/resources/blog');
    await page
      .locator('#articles')
      .getByRole('link', { name: /Solar Tax Credits After 2025/ })
      .click();
    await expect(page).toHaveURL(/\/resources\/blog\/solar-tax-credits$/);
    await expect(page.locator('h1')).toHaveText('Solar Tax Credits After 2025');
    await expect(page.getByText('This is not tax advice')).toBeVisible();
  });
});

test.describe('financing page', () => {
  test('explains cash, loan and lease/PPA, compares them, and links Contact Us to /contact', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/resources/financing');
    for (const name of ['Cash purchase', 'Solar loan', 'Solar lease or PPA']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Cash purchase, solar loan and lease or PPA compared' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Cash purchase', /Solar loan/, 'Lease or PPA']);
    for (const row of ['Who owns the system', 'Federal tax credit after 2025', 'Upfront cost', 'Savings over 25 years']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Financing without the fine-print surprises' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('on a phone the comparison is one card per option instead of a table', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/resources/financing');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Cash purchase, solar loan and lease or PPA compared' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toContainText('Fixed loan payment for 5 to 20 years');
  });
});

test.describe('FAQ page', () => {
  const question = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
  const [first, second, third] = faqGroups[0]!.items;

  test('three groups, all answers closed at start, FAQPage JSON-LD with every question', async ({ page }) => {
    await open(page, '/resources/faq');
    for (const group of ['Solar Energy', 'Electrical Services', 'Installation & Maintenance']) {
      await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    const buttons = page.locator('#faq button[aria-controls]');
    const total = faqGroups.reduce((n, g) => n + g.items.length, 0);
    await expect(buttons).toHaveCount(total);
    for (const g of faqGroups) expect(g.items.length).toBeGreaterThanOrEqual(4);
    for (const b of await buttons.all()) await expect(b).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq').getByRole('region')).toHaveCount(0);

    const ld = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(ld?.mainEntity).toHaveLength(total);
    expect(ld?.mainEntity[0]).toMatchObject({ name: first!.question, acceptedAnswer: { text: first!.answer } });
  });

  test('questions toggle independently and several stay open; panels are labelled regions of at most 500px', async ({ page }) => {
    await open(page, '/resources/faq');
    await question(page, first!.question).click();
    await question(page, second!.question).click();
    await expect(question(page, first!.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, second!.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: first!.question })).toHaveText(first!.answer);
    await expect(page.getByRole('region', { name: second!.question })).toBeVisible();

    const button = question(page, first!.question);
    const panelId = await button.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(panel).toHaveAttribute('aria-labelledby', (await button.getAttribute('id'))!);
    await expect(panel).toHaveCSS('max-height', '500px');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(question(page, second!.question)).toHaveAttribute('aria-expanded', 'true');
  });

  test('keyboard: Tab reaches the first question, Enter and Space toggle, ArrowDown moves on', async ({ page }) => {
    await open(page, '/resources/faq');
    // The last focusable element before the accordion is the hero's phone link.
    await page.getByRole('main').getByRole('link', { name: '(661) 555-0142' }).first().focus();
    await page.keyboard.press('Tab');
    const q1 = question(page, first!.question);
    await expect(q1).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(question(page, second!.question)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(question(page, third!.question)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question(page, third!.question)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(question(page, second!.question)).toBeFocused();
  });
});
