import { wcagViolations } from './axe';
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
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}
