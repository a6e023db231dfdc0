import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// An FAQ question answers its first tap in the next frame once the boot script runs, whether
// React has woken or not (src/boot/disclosures.ts, docs/decisions/029-first-tap.md). These tests
// hold React's code back, as a phone still downloading it would, then let it load after a tap and
// check it leaves the visitor's choice alone.

const question = (page: Page) => page.locator('main button[aria-controls][aria-expanded]').first();
const answerOf = async (page: Page) => page.locator(`#${await question(page).getAttribute('aria-controls')}`);

/**
 * Holds React's code (the app chunk) until the returned function is called. `booted` settles once
 * the boot script runs (it links the manifest, src/main.tsx), a second after the load event.
 */
async function holdReact(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const booted = () => page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  return { booted, release };
}

test.describe('FAQ questions before React', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('open and close by tap and by Enter while React is still loading', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/resources/faq');
    await react.booted();
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
    react.release();
  });

  test('a question opened before React stays open once React wakes, and one tap still toggles once', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/resources/faq');
    await react.booted();
    const q = question(page);
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    react.release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(page)).toBeVisible();
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(page)).toBeHidden();
    // And the next one opens with one tap, React awake.
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
  });
});
