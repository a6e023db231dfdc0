import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA violations of the page in its final state: every scroll reveal shown and every
 * finite animation or transition finished (a card caught mid-fade has a lower contrast than
 * the one a visitor reads). Infinite animations, like the partners logo loop, keep running.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Reveal everything and jump each finite animation or transition to its end state: the state
  // a visitor reads, without waiting out the durations (up to a second a page).
  await page.evaluate(() => {
    document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', ''));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  // Legacy mode runs axe in the page itself. The default opens a blank page per run to combine
  // the results of cross-origin frames; our pages have none, and that page costs every run.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}
