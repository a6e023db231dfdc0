import { contactMeta } from './copy';
import { homeMeta } from './copy';
import { fullTitle } from './copy';
import { expect, open, test } from './fixtures';

test.describe('home page', () => {
  test('renders the documented texts, one h1, its own head, without console errors', async ({ page, consoleProblems }) => {
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professionalism. Quality. Service.');
    await expect(page.locator('h1')).toHaveCount(1);
    for (const tile of ['Home Energy', 'Commercial Electric', 'Agricultural', 'General Electric']) {
      await expect(page.getByRole('heading', { level: 3, name: tile })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Explore home solar/ })).toHaveAttribute('href', '/services/residential-solar');
    await expect(page.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('form', { name: 'Request a Free Quote' })).toBeVisible();
    await expect(page).toHaveTitle(fullTitle(homeMeta.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.sunfield.example.com/');
    await expect(page.locator('title')).toHaveCount(1);
    expect(consoleProblems).toEqual([]);
  });

  test('tiles reveal when scrolled into view', async ({ page }) => {
    await open(page, '/');
    const tile = page.locator('article[data-reveal]').first();
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toHaveAttribute('data-revealed', '');
    await expect(tile).toHaveCSS('opacity', '1');
  });

  test('the prerendered HTML holds the headline and the form without JavaScript', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Professionalism. Quality. Service.</h1>');
    expect(html).toMatch(/<form[^>]*aria-label="Request a Free Quote"/);
    expect(html).toContain('First Name');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professionalism. Quality. Service.');
    await expect(page.getByRole('heading', { name: 'Home Energy' })).toBeVisible();
    await context.close();
  });
});

test.describe('contact page', () => {
  test('shows email, phone, address and the quote form', async ({ page, consoleProblems }) => {
    const response = await open(page, '/contact');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Talk to a licensed estimator');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'hello@sunfield.example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@sunfield.example.com',
    );
    await expect(main.getByRole('link', { name: '(661) 555-0142' })).toHaveAttribute('href', 'tel:+16615550142');
    await expect(main.locator('address')).toContainText('2715 Solar Field Way');
    await expect(main.locator('address')).toContainText('Bakersfield, CA 93308');
    await expect(main.getByRole('form', { name: 'Request a Free Quote' })).toBeVisible();
    await expect(page).toHaveTitle(fullTitle(contactMeta.title));
    expect(consoleProblems).toEqual([]);
  });

  test('header, footer and contact page show the same identity', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Call us at (661) 555-0142' })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '(661) 555-0142' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@sunfield.example.com' })).toBeVisible();
    await expect(footer).toContainText('2715 Solar Field Way');
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows the not-found text (docs/behaviour.md#not-found) with status 404', async ({ page, consoleProblems }) => {
    const response = await open(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('404 Page Not Found');
    await expect(
      page.getByText('The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(consoleProblems).toEqual([]);
  });

  test('Back to Home returns to the home page', async ({ page }) => {
    await open(page, '/no-such-page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.locator('h1')).toHaveText('Professionalism. Quality. Service.');
    await expect(page).toHaveURL(/\/$/);
  });
});
