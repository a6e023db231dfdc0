import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The site's header and footer (the banner and contentinfo landmarks, children of #root): one
 * component each, the same markup on every page of a language but for which link is current
 * and where the language switch points.
 */
export const siteChrome = ['#root > header', '#root > footer'];

/**
 * WCAG 2.1 A/AA violations of the page in its final state: every scroll reveal shown and every
 * finite animation or transition finished (a card caught mid-fade has a lower contrast than
 * the one a visitor reads). Infinite animations, like the partners logo loop, keep running.
 *
 * `chrome: false` leaves the header and footer out: tests/e2e/every-page.spec.ts checks them on
 * a few pages per language and width, and every other page without them
 * (docs/decisions/022-fast-feedback.md). Page-level rules (landmarks, one main, duplicate ids
 * against the whole document) still run on every page.
 */
export async function wcagViolations(page: Page, { chrome = true }: { chrome?: boolean } = {}): Promise<string[]> {
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
  // Only violations are reported, so only they are gathered: by default axe also builds a
  // selector and an HTML snippet for every node that passed, which is most of a run's time on a
  // long page. options() replaces every option, so it comes before withTags().
  let axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (!chrome) for (const selector of siteChrome) axe = axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}
