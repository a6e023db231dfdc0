import type { Page, Request } from '@playwright/test';
import { MAX_PAGES } from '@/boot/prefetch';
import { expect, test } from './fixtures';

// The pages a visitor is likely to open next are fetched while the page sits idle, before React
// (src/boot/prefetch.ts; docs/decisions/015-app-feel.md).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGE = '/services/residential-solar';
/** A page fetched ahead (the boot script also fetches the stylesheet and the menus' copy ahead: decision 029). */
const isPagePrefetch = (request: Request) =>
  (request.headers()['sec-purpose']?.includes('prefetch') ?? false) && !/\.[a-z0-9]+$/i.test(new URL(request.url()).pathname);
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

test('before React, the pages linked on screen are fetched ahead, and a tap on one opens it from the device', async ({ page }) => {
  const ahead: string[] = [];
  page.on('request', (request) => isPagePrefetch(request) && ahead.push(pathOf(request.url())));
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'on');
  const card = page.locator(`main a[href^="${PAGE}/"]`).first();
  await card.scrollIntoViewIfNeeded();
  const href = (await card.getAttribute('href'))!;
  await expect.poll(() => ahead).toContain(href);
  await notHydrated(page);
  expect(ahead.length).toBeLessThanOrEqual(MAX_PAGES);
  expect(new Set(ahead).size).toBe(ahead.length);

  await card.tap();
  await page.waitForURL(`**${href}`);
  await expect(page.locator('h1')).toBeVisible();
  // The page's bytes were on the device: only a revalidation's headers crossed the network.
  const transferred = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
  );
  expect(transferred).toBeLessThan(1000);
});

test('a browser that asks to save data gets nothing it did not ask for', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const ahead: string[] = [];
  page.on('request', (request) => isPagePrefetch(request) && ahead.push(request.url()));
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'off');
  await expect(page.locator('link[rel="prefetch"][as="document"]')).toHaveCount(0);
  expect(ahead).toEqual([]);
});
