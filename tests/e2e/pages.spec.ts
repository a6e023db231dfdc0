import { contactMeta } from './copy';
import { homeMeta } from './copy';
import { fullTitle } from './copy';
import { expect, open, test } from './fixtures';
import {
  addressLines,
  chromeText,
  contactPage,
  homeHero,
  literally,
  notFoundText,
  quoteFormCopy,
  serviceTiles,
  site,
  telHref,
  valuesBanner,
} from './copy';

test.describe('home page', () => {
  test('renders the documented texts, one h1, its own head, without console errors; tiles reveal when scrolled into view', async ({
    tab: { page, consoleProblems },
  }) => {
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.headline);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(serviceTiles).toHaveLength(4);
    for (const tile of serviceTiles) {
      await expect(page.getByRole('heading', { level: 3, name: tile.title })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(literally(tile.cta)) })).toHaveAttribute('href', tile.href);
    }
    await expect(page.getByRole('link', { name: valuesBanner.link.label })).toHaveAttribute('href', valuesBanner.link.href);
    await expect(page.getByRole('form', { name: quoteFormCopy.title })).toBeVisible();
    await expect(page).toHaveTitle(fullTitle(homeMeta.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.sunfield.example.com/');
    await expect(page.locator('title')).toHaveCount(1);

    // The tiles reveal when scrolled into view (same visit: one per page and width).
    const tile = page.locator('article[data-reveal]').first();
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toHaveAttribute('data-revealed', '');
    await expect(tile).toHaveCSS('opacity', '1');
    expect(consoleProblems).toEqual([]);
  });

  test('the prerendered HTML holds the headline and the form without JavaScript', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`${homeHero.headline}</h1>`);
    expect(html).toMatch(new RegExp(`<form[^>]*aria-label="${literally(quoteFormCopy.title)}"`));
    expect(html).toContain(quoteFormCopy.labels.firstName);
    expect(html).toContain(`<title>${fullTitle(homeMeta.title).replaceAll('&', '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('"@type":"Electrician"');
  });

  test('works with JavaScript disabled', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.server.url });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.headline);
    await expect(page.getByRole('heading', { name: serviceTiles[0]!.title })).toBeVisible();
    await context.close();
  });
});

test.describe('contact page', () => {
  test('shows email, phone, address and the quote form; header, footer and page show the same identity', async ({
    tab: { page, consoleProblems },
  }) => {
    const response = await open(page, '/contact');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(contactPage.heading);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', telHref);
    for (const line of addressLines()) await expect(main.locator('address')).toContainText(line);
    await expect(main.getByRole('form', { name: quoteFormCopy.title })).toBeVisible();
    await expect(page).toHaveTitle(fullTitle(contactMeta.title));

    // Header, footer and the page show the same identity.
    await expect(page.getByRole('banner').getByRole('link', { name: `${chromeText.callUsAt} ${site.phone.display}` })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: site.phone.display })).toBeVisible();
    await expect(footer.getByRole('link', { name: site.email })).toBeVisible();
    await expect(footer).toContainText(site.address.street);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows the not-found text (docs/behaviour.md#not-found) with status 404; Back to Home returns home', async ({
    tab: { page, consoleProblems },
  }) => {
    const response = await open(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(notFoundText.title);
    await expect(page.getByText(notFoundText.description)).toBeVisible();
    await expect(page.getByRole('link', { name: notFoundText.back })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(consoleProblems).toEqual([]);

    // Back to Home returns to the home page.
    await page.getByRole('link', { name: notFoundText.back }).click();
    await expect(page.locator('h1')).toHaveText(homeHero.headline);
    await expect(page).toHaveURL(/\/$/);
  });
});
