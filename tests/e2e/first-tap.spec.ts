import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// An FAQ question answers its first tap in the next frame, whether React has woken or not
// (src/boot/early.ts, `data-disclosure`): these tests keep React from ever loading, then let it
// load after a tap and check it leaves the visitor's choice as it is.

const question = (page: Page) => page.locator('main button[data-disclosure]').first();
const answerOf = async (page: Page) => page.locator(`#${await question(page).getAttribute('aria-controls')}`);

test.describe('FAQ questions before React', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('open and close with no script but the page own: tap, then Enter', async ({ page }) => {
    // No module script ever arrives: only the inline early script runs.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/resources/faq');
    const q = question(page);
    const answer = await answerOf(page);
    await expect(answer).toBeHidden();
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await q.focus();
    await page.keyboard.press('Enter');
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });

  test('a question opened before React stays open once React wakes, and one tap still toggles once', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The boot script waits until the question has been tapped.
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/resources/faq');
    const q = question(page);
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(page)).toBeVisible();
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(page)).toBeHidden();
  });
});
