import { wcagViolations } from './axe';
import { localeOfPath } from '@/shared/i18n/paths';
import { expect, open, test } from './fixtures';
import { fixedRoutes } from './routes';

const routes = await fixedRoutes();

// WCAG 2.1 A and AA on every fixed route, at the smallest and a wide viewport (issue 3). The
// Spanish pages are the same components with their own text: checked at 375 px, where longer
// words are likeliest to break a layout, and once wide through their home.
for (const width of [375, 1440]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    const paths = width === 375 ? routes : routes.filter((p) => localeOfPath(p) === 'en' || p === '/es');
    for (const path of [...paths, '/no-such-page', '/es/no-existe/pagina']) {
      test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await open(page, path);
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}
