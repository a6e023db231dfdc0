import AxeBuilder from '@axe-core/playwright';
import { expect, open, test } from './fixtures';
import { fixedRoutes } from './routes';

const routes = await fixedRoutes();

// WCAG 2.1 A and AA on every fixed route, at the smallest and a wide viewport (issue 3).
for (const width of [375, 1440]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...routes, '/no-such-page']) {
      test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await open(page, path);
        // Reveal everything that waits for scrolling, so contrast is checked on the final state.
        await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', '')));
        await page.waitForTimeout(450);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
        expect(summary).toEqual([]);
      });
    }
  });
}
