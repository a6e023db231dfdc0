import type { Page } from '@playwright/test';
import { articleText, block, blogListHero, faqGroups, financingBlocks, financingComparison, financingCta, financingOptions } from './copy';
import { formatDate, solarTaxCreditsBody, solarTaxCreditsPost, wifiReconnectsPost } from './copy';
import { blogListMeta } from './copy';
import { fullTitle, literally } from './copy';
import { expect, open, test } from './fixtures';

const ORIGIN = 'https://www.sunfield.example.com';
// Newest first, as the list shows them.
const articles = [solarTaxCreditsPost, wifiReconnectsPost].map((post) => ({
  id: post.slug,
  title: post.title,
  isoDate: post.date,
  date: formatDate(post.date),
  readTime: articleText.readTime(post.readTime),
}));

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe('blog', () => {
  test('the list shows exactly two cards, each linking to its article with date and read time', async ({ tab: { page } }) => {
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
    test(`${a.id}: date, read time, Article JSON-LD, and Back to all articles`, async ({ tab: { page, consoleProblems } }) => {
      await open(page, `/resources/blog/${a.id}`);
      const article = page.getByRole('article', { name: a.title });
      // The byline's date comes first; the sources list after it dates each document it cites.
      const published = article.locator('time').first();
      await expect(published).toHaveText(a.date);
      await expect(published).toHaveAttribute('datetime', a.isoDate);
      await expect(article).toContainText(a.readTime);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const ld = (await jsonLd(page)).find((d) => d['@type'] === 'Article');
      expect(ld).toMatchObject({
        headline: a.title,
        datePublished: a.isoDate,
        mainEntityOfPage: `${ORIGIN}/resources/blog/${a.id}`,
      });

      await page.getByRole('link', { name: articleText.back }).click();
      await expect(page).toHaveURL(/\/resources\/blog$/);
      await expect(page.locator('h1')).toHaveText(block([blogListHero], 'hero').heading);
      await expect(page).toHaveTitle(fullTitle(blogListMeta.title));
      expect(consoleProblems).toEqual([]);
    });
  }

  test('a card opens its article by client-side navigation', async ({ tab: { page } }) => {
    await open(page, '/resources/blog');
    await page
      .locator('#articles')
      .getByRole('link', { name: new RegExp(literally(solarTaxCreditsPost.title)) })
      .click();
    await expect(page).toHaveURL(/\/resources\/blog\/solar-tax-credits$/);
    await expect(page.locator('h1')).toHaveText(solarTaxCreditsPost.title);
    type Node = (typeof solarTaxCreditsBody)[number];
    const disclaimer = solarTaxCreditsBody.find(
      (n): n is Extract<Node, { kind: 'callout' }> => n.kind === 'callout' && n.tone === 'warning',
    )!;
    await expect(page.getByText(disclaimer.title)).toBeVisible();
  });
});

test.describe('financing page', () => {
  test('explains cash, loan and lease/PPA, compares them, and links Contact Us to /contact', async ({ tab: { page } }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/resources/financing');
    expect(financingOptions).toHaveLength(3);
    for (const { title } of financingOptions) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const table = page.getByRole('table', { name: financingComparison.caption });
    await expect(table).toBeVisible();
    // A column's text carries its badge too ("Most chosen").
    await expect(table.getByRole('columnheader')).toHaveText(financingComparison.options.map((o) => new RegExp(literally(o.title))));
    for (const row of financingComparison.rows) await expect(table.getByRole('rowheader', { name: row.label })).toBeVisible();
    await expect(page.getByRole('heading', { name: block(financingBlocks, 'features', 'why-us').heading })).toBeVisible();
    const contact = block([financingCta], 'cta').action;
    expect(contact.href).toBe('/contact');
    await page.getByRole('link', { name: contact.label, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('on a phone the comparison is one card per option instead of a table', async ({ tab: { page } }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/resources/financing');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: financingComparison.caption }).getByRole('listitem');
    await expect(cards).toHaveCount(financingComparison.options.length);
    // The loan's card holds the loan's value of every row.
    for (const row of financingComparison.rows) await expect(cards.nth(1)).toContainText(row.values[1]);
  });
});

test.describe('FAQ page', () => {
  const question = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
  const [first, second, third] = faqGroups[0]!.items;

  test('three groups, all answers closed at start, FAQPage JSON-LD with every question', async ({ tab: { page } }) => {
    await open(page, '/resources/faq');
    expect(faqGroups).toHaveLength(3);
    for (const group of faqGroups) await expect(page.getByRole('heading', { level: 3, name: group.title })).toBeVisible();
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

  test('questions toggle independently and several stay open; panels are labelled regions of at most 500px', async ({ tab: { page } }) => {
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

  test('keyboard: Tab reaches the first question, Enter and Space toggle, ArrowDown moves on', async ({ tab: { page } }) => {
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
